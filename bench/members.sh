#!/bin/sh
# The race's members, each alone at one budget of positions (docs/solver.md, "The race's members"):
#   bench/members.sh SET.xsb BUDGET [LEVELS]
# runs bench/SearchBudget.java once per member of the portfolio's race — the push search, the phase
# search, the packing-order search's four kinds of clearing move, FESS and the pull search — each with
# the stall rule it has in the race (phase search 75,000, packing-order search 100,000), on the levels
# of SET (LEVELS: 1,3,5 by index; all when absent), and prints per member the levels it solved and
# those no other member solved. The budget is positions expanded (push, phases, pull) or weighed
# (packing, FESS). Machine-independent: positions, not seconds. Needs target/sokodb.jar.
# The rows of each member are kept in ${SOKODB_MEMBERS_DIR:-target/members}/NAME.tsv.
set -e
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bench/members.sh SET.xsb BUDGET [LEVELS]" >&2; exit 2; }
set_file=$1
budget=$2
levels=${3:-}
dir=${SOKODB_MEMBERS_DIR:-target/members}
mkdir -p "$dir"
for member in push phases way farthest any rover fess pull; do
    case $member in
        push|fess|pull) props=""; search=$member ;;
        phases) props="-Dstall=75000"; search=phases ;;
        *) props="-Dstall=100000 -Dclearing=$member"; search=packing ;;
    esac
    # shellcheck disable=SC2086
    java -Xmx1200m $props -Dlevels="$levels" -cp target/sokodb.jar bench/SearchBudget.java "$set_file" "$search" "$budget" \
        > "$dir/$member.tsv"
done
# member, levels solved, those no other member solved
awk -F '\t' '
    FNR == 1 { member = FILENAME; sub(/.*\//, "", member); sub(/\.tsv$/, "", member); order[++n] = member; next }
    $2 == "solved" { solved[member] = solved[member] " " $1; count[member]++; by[$1] = by[$1] " " member; many[$1]++ }
    END {
        print "member\tsolved\tonly it"
        for (i = 1; i <= n; i++) {
            m = order[i]; only = ""
            nk = split(solved[m], list, " ")
            for (k = 1; k <= nk; k++) if (many[list[k]] == 1) only = only (only == "" ? "" : ",") list[k]
            printf "%s\t%d\t%s\n", m, count[m] + 0, only
        }
    }' $(for m in push phases way farthest any rover fess pull; do echo "$dir/$m.tsv"; done)
