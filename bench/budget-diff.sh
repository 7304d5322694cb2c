#!/usr/bin/env bash
# Compares two runs of bench/SearchBudget.java (or two `solve` TSVs) level by level: solved
# in each, the levels gained and lost, and the positions spent on the levels both solved.
#   bench/budget-diff.sh BEFORE.tsv AFTER.tsv
set -euo pipefail
awk -F'\t' '
    FNR == 1 { file++; if ($1 == "source") { solve[file] = 1 }; next }
    {
        # SearchBudget: index verdict nodes cpu; solve: source index title verdict … nodes (8th)
        idx = solve[file] ? $2 : $1; verdict = solve[file] ? $4 : $2; nodes = solve[file] ? $8 : $3
        if (verdict == "solved") { ok[file, idx] = 1; n[file]++; spent[file, idx] = nodes }
        seen[idx] = 1
    }
    END {
        for (i in seen) {
            if (ok[1, i] && !ok[2, i]) lost = lost " " i
            if (!ok[1, i] && ok[2, i]) gained = gained " " i
            if (ok[1, i] && ok[2, i]) { both++; a += spent[1, i]; b += spent[2, i] }
        }
        printf "before %d, after %d; gained:%s; lost:%s\n", n[1], n[2], gained == "" ? " -" : gained, lost == "" ? " -" : lost
        printf "positions on the %d solved by both: %d -> %d\n", both, a, b
    }' "$1" "$2" | sort -n
