#!/usr/bin/env bash
# The difficulty estimator's fit and its table (docs/difficulty.md, "How well"):
#   bench/difficulty.sh [VERSION] [SECONDS_PER_LEVEL]        (defaults v1 8)
# 1. Every set below needs solutions: those of the sets that may ship are kept in
#    bench/difficulty/*.sok (Grigr, Holland, Boxoban samples; the fit reads them, nothing is
#    solved again); the others' (David W. Skinner's, Lee J Haywood's, the XSokoban screens as the
#    soukoban file holds them) may not ship and are solved once into bench/out/difficulty/ by
#    `sokodb solve --out`, SECONDS_PER_LEVEL each, on 2 threads. Which levels a time limit
#    solves depends on the machine: the cached files are what makes a fit repeatable.
#    With BETTER_NODES=N set, each set is first written again with the optimizer's solutions by
#    pushes and by moves beside its own (bench/difficulty/BetterSolutions.java, a budget of N
#    positions a level: the same solutions on any machine) into bench/out/difficulty/better/,
#    and the fit rates each level by the one of them with the fewest box changes.
#    With CHANGES_NODES=N set, each set (after BETTER_NODES' step, when both are set) is written
#    again with the solution of Optimizer.fewestBoxChanges beside each level's own
#    (bench/difficulty/FewerChanges.java: a search by box changes, then pushes, within N positions
#    a level) into bench/out/difficulty/fewer-changes/, its box changes per set printed into
#    totals.md there, and the fit rates each level by the solution with the fewest box changes.
#    With EFFORT_NODES=N set, the solver's effort on each level (bench/difficulty/SolverEffort.java:
#    positions expanded on one thread within a budget of N, the same on any machine) is counted
#    into bench/out/difficulty/effort-N.tsv and printed beside the single quantities; the fit weighs
#    it only when asked (DifficultyFit with -Dfeatures=…,solver_effort and -Deffort=that file).
#    With PERSON_WALK=1 set, the simulated person (org.sokodb.difficulty.PersonWalk, its chosen
#    settings; bench/difficulty/PersonWalks.java, -Dlean= -Dwalks= -Dcap= -Dpatience= -Dguide=
#    -Drestart= -Dcap-per-box= -Dsight= in PERSON_OPTS) walks every level of the manifest, board only, into
#    bench/out/difficulty/person-walk/ (person_pushes.tsv, person_restarts.tsv, person_expected.tsv,
#    person_graded.tsv, person_shortfall.tsv, person_goals_short.tsv: each tried as -Deffort= by
#    bench/difficulty-fits.sh), its table per set in results.md there.
#    With FRESH=SEED set, Boxoban's check levels are fresh ones instead of the first 100 of file
#    000.txt of each check split (those kept in bench/difficulty/, looked at by the fits before):
#    FRESH_LEVELS (200 unless set) of the levels after those 100 in the same file, drawn by SEED
#    (bench/difficulty/BoxobanDraw.java), solved into bench/out/difficulty/*-fresh.sok (sets
#    unfiltered-test-fresh, medium-valid-fresh, hard-fresh; the same kinds), FRESH_SECONDS a level
#    (SECONDS_PER_LEVEL unless set). FRESH_AFTER=SEED:COUNT leaves out the levels an earlier
#    draw took (journal/difficulty.md entry 15: FRESH_AFTER=20261129:200, entry 11's draw).
#    With WALK_COSTS=1 set, bench/difficulty/WalkCosts.java tries the walk's settings on the
#    training levels alone (Microban I–IV, Boxoban's train splits): each try's train AUC, ρ and
#    CPU against the rating's, into bench/out/difficulty/walk-costs.md (WALK_TRIES: its -Dtries=).
# 2. bench/difficulty/DifficultyFit.java fits the weights (leave one collection out for the table), writes
#    src/main/resources/org/sokodb/difficulty/weights-VERSION.properties and prints the table,
#    kept in bench/out/difficulty/results.md.
# Benchmarks are not tests: nothing here runs in `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-v1}
seconds=${2:-8}
data=../shared/data
out=bench/out/difficulty
kept=bench/difficulty
mkdir -p "$out"
mvn -B -q -DskipTests package
# NAME KIND SOURCE [LEVELS]: SOURCE under the shared data, a zip entry after "!", LEVELS the first N of it
sets() {
    cat <<'SETS'
Microban	ordered	sets/soukoban/Microban_155.xsb
Microban II	ordered	sets/soukoban/Microban II_135.xsb
Microban III	ordered	sets/omerkel/Microban III.txt
Microban IV	ordered	sets/omerkel/Microban IV.txt
Sasquatch	ordered	sets/soukoban/Sasquatch_50.xsb
Sasquatch II	ordered	sets/soukoban/Sasquatch II_50.xsb
Sasquatch III	ordered	sets/soukoban/Sasquatch_III_50.xsb
Sasquatch IV	ordered	sets/soukoban/Sasquatch_IV_50.xsb
Sasquatch V	ordered	sets/soukoban/Sasquatch_V_50.xsb
Sasquatch VI	ordered	sets/soukoban/Sasquatch_VI_50.xsb
Sasquatch VII	ordered	sets/soukoban/Sasquatch_VII_50.xsb
XSokoban	ordered	sets/soukoban/XSokoban_90.xsb
Grigr2001	ordered	sets/soukoban/Grigr2001_100.xsb
Grigr2002	ordered	sets/soukoban/Grigr2002_40.xsb
GrigrSpecial	ordered	sets/soukoban/GrigrSpecial_40.xsb
Holland	ordered	sets/soukoban/Holland_81.xsb
SokEvo	ordered	sets/soukoban/SokEvo_107.xsb
unfiltered-train	train-easy	boxoban-levels.zip!boxoban/unfiltered/train/000.txt	150
medium-train	train-hard	boxoban-levels.zip!boxoban/medium/train/000.txt	150
unfiltered-test	check-unfiltered	boxoban-levels.zip!boxoban/unfiltered/test/000.txt	100
medium-valid	check-medium	boxoban-levels.zip!boxoban/medium/valid/000.txt	100
hard	check-hard	boxoban-levels.zip!boxoban/hard/000.txt	100
SETS
}
javac -cp target/sokodb.jar -d "$out/classes" bench/difficulty/DifficultyFit.java bench/difficulty/PairwiseFit.java \
    bench/difficulty/Ranking.java bench/difficulty/BetterSolutions.java bench/difficulty/SolverEffort.java \
    bench/difficulty/GoalEntries.java bench/difficulty/ExtraValues.java bench/difficulty/WeightsFile.java \
    bench/difficulty/DerivedValues.java bench/difficulty/LeastOfEach.java bench/difficulty/SearchAndForcing.java \
    bench/difficulty/FewerChanges.java bench/difficulty/PersonWalks.java \
    bench/difficulty/BoxobanDraw.java bench/difficulty/WalkCosts.java
# the check sets drawn afresh (FRESH=SEED): the levels after the first 100 of each file
fresh() {
    printf '%s\t%s\t%s\t%s\n' unfiltered-test-fresh check-unfiltered boxoban-levels.zip!boxoban/unfiltered/test/000.txt draw \
        medium-valid-fresh check-medium boxoban-levels.zip!boxoban/medium/valid/000.txt draw \
        hard-fresh check-hard boxoban-levels.zip!boxoban/hard/000.txt draw
}
all_sets() {
    if [ -n "${FRESH:-}" ]; then
        sets | grep -v $'\tcheck-'
        fresh
    else
        sets
    fi
}
manifest="$out/manifest.tsv"
: > "$manifest"
while IFS=$'\t' read -r name kind source levels; do
    file="$(echo "$name" | tr ' ' '_').sok"
    if [ "$levels" = draw ]; then
        solved="$out/$file"
        if [ ! -s "$solved" ]; then
            input="$out/$name.txt"
            java -cp "target/sokodb.jar:$out/classes" BoxobanDraw "$data/${source%%!*}" "${source#*!}" 100 \
                "${FRESH_LEVELS:-200}" "$FRESH" "$input" ${FRESH_AFTER:+"$FRESH_AFTER"}
            echo "solving $name ($input) …" >&2
            ./sokodb solve "$input" --time-limit "${FRESH_SECONDS:-$seconds}s" --threads 2 --force --out "$solved" > "$out/$name.tsv" || true
        fi
    elif [ -f "$kept/$file" ]; then
        solved="$kept/$file"
    else
        solved="$out/$file"
        if [ ! -s "$solved" ]; then
            input="$data/$source"
            if [[ "$source" == *'!'* ]]; then
                input="$out/$(echo "$name" | tr ' ' '_').txt"
                # head stops reading early: unzip's broken pipe is no failure
                { unzip -p "$data/${source%%!*}" "${source#*!}" || true; } | head -n $((levels * 12)) > "$input"
            fi
            echo "solving $name ($input) …" >&2
            ./sokodb solve "$input" --time-limit "${seconds}s" --threads 2 --force --out "$solved" > "$out/${file%.sok}.tsv" || true
        fi
    fi
    printf '%s\t%s\t%s\n' "$name" "$kind" "$solved" >> "$manifest"
done < <(all_sets)
if [ -n "${BETTER_NODES:-}" ]; then
    java -cp "target/sokodb.jar:$out/classes" BetterSolutions "$manifest" "$out/better" "$BETTER_NODES"
    manifest="$out/better/manifest.tsv"
fi
if [ -n "${CHANGES_NODES:-}" ]; then
    mkdir -p "$out/fewer-changes"
    java -cp "target/sokodb.jar:$out/classes" FewerChanges "$manifest" "$out/fewer-changes" "$CHANGES_NODES" \
        | tee "$out/fewer-changes/totals.md"
    manifest="$out/fewer-changes/manifest.tsv"
fi
if [ -n "${WALK_COSTS:-}" ]; then
    java ${WALK_TRIES:+-Dtries=$WALK_TRIES} -cp "target/sokodb.jar:$out/classes" WalkCosts "$manifest" | tee "$out/walk-costs.md"
fi
if [ -n "${PERSON_WALK:-}" ]; then
    mkdir -p "$out/person-walk"
    # shellcheck disable=SC2086
    java ${PERSON_OPTS:-} -cp "target/sokodb.jar:$out/classes" PersonWalks "$manifest" "$out/person-walk" \
        | tee "$out/person-walk/results.md"
fi
effort=()
if [ -n "${EFFORT_NODES:-}" ]; then
    java -cp "target/sokodb.jar:$out/classes" SolverEffort "$manifest" "$out/effort-$EFFORT_NODES.tsv" "$EFFORT_NODES"
    effort=("-Deffort=$out/effort-$EFFORT_NODES.tsv")
fi
java "${effort[@]}" -cp "target/sokodb.jar:$out/classes" DifficultyFit "$manifest" \
    "src/main/resources/org/sokodb/difficulty/weights-$version.properties" "$version" | tee "$out/results.md"
