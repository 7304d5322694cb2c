#!/usr/bin/env bash
# The fits tried against weights v2's (docs/difficulty.md, "How well"; journal/difficulty.md entry 4),
# on the solutions bench/difficulty.sh rated (run it first: it writes the manifest and compiles
# the fit):
#   bench/difficulty-fits.sh [MANIFEST]        (default bench/out/difficulty/manifest.tsv)
#   TRIES='v2|goal-entries' bench/difficulty-fits.sh    (those tries alone)
# The tries with solver_effort read a value of SearchAndForcing or PersonWalks (below) in its
# place: make them first, as the comments at $sf and $pw say.
# One row a try: the features, how they were standardised (globally: one scale, as the estimator
# rates; per collection: within each collection, Boxoban's splits together), the left-out median ρ
# over the ordered collections of at least 30 rated levels (per collection also as a weights file
# would hold the weights; a fourth field holds more of DifficultyFit's options), Boxoban's two AUCs, and the best single value's median ρ. Each try's whole
# table goes to bench/out/difficulty/fits/TRY.md. Deterministic given the solutions.
# weights-v3.properties is the try v3 (moves, box lines, box changes, goal entries; every
# collection's pairs weigh 1 in all, Boxoban's train pairs 1 more, an L2 penalty of 10), written by
#   java -Dl2=10 -Dfeatures=moves,box_lines,box_changes,goal_entries -cp target/sokodb.jar:$classes DifficultyFit \
#       MANIFEST src/main/resources/org/sokodb/difficulty/weights-v3.properties v3
# The rows from v3-boxoban2 on (journal/difficulty.md entry 7) try v3's four against Boxoban's
# weight, a fifth quantity, and DerivedValues' nonlinear values (a*b, a^2, a>K: a second slope past
# log(1 + a) = K). The solutions by fewest box changes or least of each (LeastOfEach) among the
# optimizer's are measured by DifficultyFit itself on BETTER_NODES=20000's manifest, not here:
#   java -Dvariants=false -Dl2=10 -Dchoose=least-of-each -Dfeatures=… -cp … DifficultyFit bench/out/difficulty/better/manifest.tsv OUT v
# On the solutions of the fewest-box-changes search (CHANGES_NODES=N bench/difficulty.sh: docs/difficulty.md,
# "Fewest box changes") the same tries run on its manifest; fits/ is written again, so keep a copy first:
#   TRIES='v3|v3-goal-entries-above-2.2|box-changes-goal-entries|moves-goal-entries' \
#       bench/difficulty-fits.sh bench/out/difficulty/fewer-changes/manifest.tsv
set -euo pipefail
cd "$(dirname "$0")/.."
manifest=${1:-bench/out/difficulty/manifest.tsv}
out=bench/out/difficulty/fits
classes=bench/out/difficulty/classes
# the values of bench/difficulty/SearchAndForcing.java, each tried as DifficultyFit's extra value
# (its solver_effort column): java -cp target/sokodb.jar:$classes SearchAndForcing MANIFEST $sf 10000
sf=bench/out/difficulty/search-forcing
# the simulated person's values (PERSON_WALK=1 bench/difficulty.sh: bench/difficulty/PersonWalks.java),
# each tried as DifficultyFit's extra value in the same way (journal/difficulty.md entry 9); a level
# without a value is left out, so v3-walked-levels is v3's fit on the levels the walk covered:
#   TRIES='v3-walked-levels|.*person.*' bench/difficulty-fits.sh
# The rows with person_graded (journal/difficulty.md entry 10) read the walk of PersonWalk.Settings.CHOSEN
# (led by the matching; 15 walks at a cap of 2,000 in entry 10, 5 walks at 100 pushes a box since
# entry 11); v3-person-graded is the fit named before entry 10's check.
# PERSON_WALK_DIR reads another walk's values instead (PersonWalks OUTDIR of other settings): the
# rows moves-goal-entries-person-graded, its boxoban4 and moves-goal-entries-person-restarts-boxoban4
# are the fits named before the fresh check of journal/difficulty.md entry 11, on the walk chosen there;
# moves-goal-entries-person-graded-boxoban4, moves-goal-entries-person-graded and v3-person-graded those
# named before entry 15's second one, on its walk within the rating's CPU (PersonWalks -Dwalks=1
# -Dcap-per-box=15 -Dsight=FREEZE into a directory of its own, given as PERSON_WALK_DIR).
pw=${PERSON_WALK_DIR:-bench/out/difficulty/person-walk}
mkdir -p "$out"
six=pushes,moves,box_lines,box_changes,decomposition,counterintuitive
tries() {
    [ -n "${TRIES:-}" ] && { grep -E "^($TRIES)	" <(tries_all); return; }
    tries_all
}
tries_all() {
    cat <<TRIES
v2	global	$six
v2-collection	collection	$six
goal-entries	global	$six,goal_entries
goal-entries-collection	collection	$six,goal_entries
goal-exits	global	$six,goal_exits
share	global	$six,counterintuitive_share
share-collection	collection	$six,counterintuitive_share
share-goal-entries	global	$six,counterintuitive_share,goal_entries
share-goal-entries-collection	collection	$six,counterintuitive_share,goal_entries
goal-entries-alone	global	goal_entries
share-alone	global	counterintuitive_share
box-changes-alone	global	box_changes
three	global	moves,box_lines,box_changes
three-collection	collection	moves,box_lines,box_changes
three-goal-entries	global	moves,box_lines,box_changes,goal_entries
three-goal-entries-boxoban4	global	moves,box_lines,box_changes,goal_entries	-Dboxoban=4
box-changes-goal-entries	global	box_changes,goal_entries
plain-search-alone	global	solver_effort	-Deffort=$sf/plain_search.tsv
forced-alone	global	solver_effort	-Deffort=$sf/forced_pushes.tsv
dead-share-alone	global	solver_effort	-Deffort=$sf/dead_share.tsv
goal-area-alone	global	solver_effort	-Deffort=$sf/goal_area_entries.tsv
live-pushes-alone	global	solver_effort	-Deffort=$sf/live_pushes.tsv -Dnonnegative=false
six-plain-search	global	$six,solver_effort	-Deffort=$sf/plain_search.tsv
three-goal-entries-plain-search	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Deffort=$sf/plain_search.tsv
box-changes-goal-entries-plain-search	global	box_changes,goal_entries,solver_effort	-Deffort=$sf/plain_search.tsv
goal-entries-plain-search	global	goal_entries,solver_effort	-Deffort=$sf/plain_search.tsv
box-changes-goal-entries-forced	global	box_changes,goal_entries,solver_effort	-Deffort=$sf/forced_pushes.tsv
box-changes-goal-area	global	box_changes,solver_effort	-Deffort=$sf/goal_area_entries.tsv
box-changes-goal-entries-dead-share	global	box_changes,goal_entries,solver_effort	-Deffort=$sf/dead_share.tsv
box-changes-goal-entries-plain-search-boxoban4	global	box_changes,goal_entries,solver_effort	-Deffort=$sf/plain_search.tsv -Dboxoban=4
three-goal-entries-boxoban2	global	moves,box_lines,box_changes,goal_entries	-Dboxoban=2
three-goal-entries-boxoban8	global	moves,box_lines,box_changes,goal_entries	-Dboxoban=8
three-goal-entries-l2-0.01	global	moves,box_lines,box_changes,goal_entries	-Dl2=0.01
three-goal-entries-l2-1	global	moves,box_lines,box_changes,goal_entries	-Dl2=1
three-goal-entries-l2-3	global	moves,box_lines,box_changes,goal_entries	-Dl2=3
v3	global	moves,box_lines,box_changes,goal_entries	-Dl2=10
three-goal-entries-l2-30	global	moves,box_lines,box_changes,goal_entries	-Dl2=30
three-goal-entries-l2-100	global	moves,box_lines,box_changes,goal_entries	-Dl2=100
goal-entries-boxoban8	global	goal_entries	-Dboxoban=8
box-changes-goal-entries-boxoban2	global	box_changes,goal_entries	-Dboxoban=2
box-changes-goal-entries-boxoban4	global	box_changes,goal_entries	-Dboxoban=4
box-changes-goal-entries-boxoban8	global	box_changes,goal_entries	-Dboxoban=8
moves-goal-entries	global	moves,goal_entries
moves-goal-entries-boxoban2	global	moves,goal_entries	-Dboxoban=2
moves-goal-entries-boxoban4	global	moves,goal_entries	-Dboxoban=4
moves-goal-entries-boxoban8	global	moves,goal_entries	-Dboxoban=8
moves-box-changes-goal-entries	global	moves,box_changes,goal_entries
moves-box-changes-goal-entries-boxoban8	global	moves,box_changes,goal_entries	-Dboxoban=8
moves-box-lines-goal-entries	global	moves,box_lines,goal_entries
goal-entries-boxoban2	global	$six,goal_entries	-Dboxoban=2
v3-boxoban2	global	moves,box_lines,box_changes,goal_entries	-Dl2=10 -Dboxoban=2
v3-boxoban4	global	moves,box_lines,box_changes,goal_entries	-Dl2=10 -Dboxoban=4
v3-boxoban8	global	moves,box_lines,box_changes,goal_entries	-Dl2=10 -Dboxoban=8
v3-pairs-distance	global	moves,box_lines,box_changes,goal_entries	-Dl2=10 -Dpairs=distance
v3-decomposition	global	moves,box_lines,box_changes,goal_entries,decomposition	-Dl2=10 -Dvariants=true
v3-counterintuitive	global	moves,box_lines,box_changes,goal_entries,counterintuitive	-Dl2=10
v3-pushes	global	moves,box_lines,box_changes,goal_entries,pushes	-Dl2=10
v3-goal-entries-x-moves	global	moves,box_lines,box_changes,goal_entries,goal_entries*moves	-Dl2=10
v3-goal-entries-x-boxes	global	moves,box_lines,box_changes,goal_entries,goal_entries*boxes	-Dl2=10
v3-box-changes-x-moves	global	moves,box_lines,box_changes,goal_entries,box_changes*moves	-Dl2=10
v3-goal-entries-x-box-changes	global	moves,box_lines,box_changes,goal_entries,goal_entries*box_changes	-Dl2=10
v3-goal-entries-squared	global	moves,box_lines,box_changes,goal_entries,goal_entries^2	-Dl2=10
v3-moves-squared	global	moves,box_lines,box_changes,goal_entries,moves^2	-Dl2=10
v3-box-changes-squared	global	moves,box_lines,box_changes,goal_entries,box_changes^2	-Dl2=10
v3-goal-entries-above-2.2	global	moves,box_lines,box_changes,goal_entries,goal_entries>2.2	-Dl2=10
v3-moves-above-5.5	global	moves,box_lines,box_changes,goal_entries,moves>5.5	-Dl2=10
v3-moves-above-5.5-any-sign	global	moves,box_lines,box_changes,goal_entries,moves>5.5	-Dl2=10 -Dnonnegative=false
v3-squares-any-sign	global	moves,box_lines,box_changes,goal_entries,moves^2,box_lines^2,box_changes^2,goal_entries^2	-Dl2=10 -Dnonnegative=false
goal-entries-moves-x	global	moves,goal_entries,goal_entries*moves	-Dl2=10
v3-goal-entries-above-1.8	global	moves,box_lines,box_changes,goal_entries,goal_entries>1.8	-Dl2=10
v3-goal-entries-above-2.6	global	moves,box_lines,box_changes,goal_entries,goal_entries>2.6	-Dl2=10
v3-goal-entries-above-2.2-l2-1	global	moves,box_lines,box_changes,goal_entries,goal_entries>2.2	-Dl2=1
v3-goal-entries-above-2.2-l2-30	global	moves,box_lines,box_changes,goal_entries,goal_entries>2.2	-Dl2=30
v3-goal-entries-above-2.2-boxoban4	global	moves,box_lines,box_changes,goal_entries,goal_entries>2.2	-Dl2=10 -Dboxoban=4
v3-goal-entries-above-2.2-x-moves	global	moves,box_lines,box_changes,goal_entries,goal_entries>2.2,goal_entries*moves	-Dl2=10
v3-walked-levels	global	moves,box_lines,box_changes,goal_entries	-Dl2=10 -Deffort=$pw/person_pushes.tsv
person-alone	global	solver_effort	-Dl2=10 -Deffort=$pw/person_pushes.tsv
person-restarts-alone	global	solver_effort	-Dl2=10 -Deffort=$pw/person_restarts.tsv
person-expected-alone	global	solver_effort	-Dl2=10 -Deffort=$pw/person_expected.tsv
v3-person	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_pushes.tsv
v3-person-restarts	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_restarts.tsv
v3-person-expected	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_expected.tsv
v3-person-restarts-boxoban4	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Dboxoban=4 -Deffort=$pw/person_restarts.tsv
v3-person-restarts-boxoban8	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Dboxoban=8 -Deffort=$pw/person_restarts.tsv
moves-goal-entries-person	global	moves,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_pushes.tsv
moves-goal-entries-person-restarts	global	moves,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_restarts.tsv
moves-goal-entries-person-restarts-boxoban4	global	moves,goal_entries,solver_effort	-Dl2=10 -Dboxoban=4 -Deffort=$pw/person_restarts.tsv
box-changes-goal-entries-person	global	box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_pushes.tsv
box-changes-goal-entries-person-restarts	global	box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_restarts.tsv
person-graded-alone	global	solver_effort	-Dl2=10 -Deffort=$pw/person_graded.tsv
v3-person-graded	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_graded.tsv
v3-person-graded-boxoban4	global	moves,box_lines,box_changes,goal_entries,solver_effort	-Dl2=10 -Dboxoban=4 -Deffort=$pw/person_graded.tsv
moves-goal-entries-person-graded	global	moves,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_graded.tsv
moves-goal-entries-person-graded-boxoban4	global	moves,goal_entries,solver_effort	-Dl2=10 -Dboxoban=4 -Deffort=$pw/person_graded.tsv
box-changes-goal-entries-person-graded	global	box_changes,goal_entries,solver_effort	-Dl2=10 -Deffort=$pw/person_graded.tsv
TRIES
}
printf '| try | standardised | features | median ρ of D | as a file | AUC u→m | AUC m→h | best single (median ρ) |\n'
printf '|---|---|---|---|---|---|---|---|\n'
while IFS=$'\t' read -r name standardise features opts; do
    java -Dvariants=false ${opts:-} -Dstandardise="$standardise" -Dfeatures="$features" -cp "target/sokodb.jar:$classes" DifficultyFit \
        "$manifest" "$out/weights-$name.properties" "$name" > "$out/$name.md"
    med=$(grep '^| \*\*median' "$out/$name.md")
    d=$(echo "$med" | awk -F'|' '{gsub(/ /,"",$4); print $4}')
    file=$d
    first=5
    if [ "$standardise" = collection ]; then
        file=$(echo "$med" | awk -F'|' '{gsub(/ /,"",$5); print $5}')
        first=6
    fi
    header=$(grep '^| collection | rated' "$out/$name.md")
    best=$(paste <(echo "$header" | tr '|' '\n' | tail -n +$((first + 1))) <(echo "$med" | tr '|' '\n' | tail -n +$((first + 1))) \
        | awk -F'\t' 'NF == 2 && $2 ~ /[0-9]/ { gsub(/ /, "", $1); v = $2 + 0; if (!seen || v > b) { b = v; n = $1; seen = 1 } } END { printf "%.2f (%s)", b, n }')
    auc=$(grep '^| D |' "$out/$name.md" | awk -F'|' '{gsub(/ /,"",$3); gsub(/ /,"",$4); print $3 " | " $4}')
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$standardise" "$features" "$d" "$file" "$auc" "$best"
done < <(tries)
