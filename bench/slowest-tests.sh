#!/usr/bin/env bash
# The slowest test classes of the last run: seconds, tests, lane, class, one a line, slowest
# first, then the sum and, per lane, when it ended. Read from target/lanes.tsv, which the suite's
# listener (org.sokodb.LaneTimeline) writes in every run: each class's own start and end on its
# lane, right with the two lanes too. Without it (a run that wrote no timeline), from surefire's
# reports, which time a class right only in a run in one lane
# (-Djunit.jupiter.execution.parallel.enabled=false): with two, a report may hold the other
# lane's tests.
#
#   mvn -B verify
#   bench/slowest-tests.sh [N [FILE_OR_REPORTS_DIR]]    (default 30, target/lanes.tsv)
set -euo pipefail
n=${1:-30}
from=${2:-target/lanes.tsv}
if [ -f "$from" ]; then
    # class lane tests start_s end_s wall_s …
    tail -n +2 "$from" | awk -F'\t' '{ printf "%.1f\t%d\t%s\t%s\n", $6, $3, $2, $1 }' | sort -t$'\t' -k1,1 -rn \
        | awk -F'\t' -v n="$n" '{ all += $1; if (NR <= n) print } END { printf "%.1f\tall %d classes\n", all, NR }'
    tail -n +2 "$from" | awk -F'\t' '{ if ($5 > end[$2]) end[$2] = $5; busy[$2] += $6; k[$2]++ }
        END { for (l in end) printf "lane %s: %d classes, busy %.1f s, ended at %.1f s\n", l, k[l], busy[l], end[l] }' | sort
    exit 0
fi
reports=$from
[ -d "$reports" ] || reports=target/surefire-reports
shopt -s nullglob
files=("$reports"/TEST-*.xml)
if [ ${#files[@]} -eq 0 ]; then
    echo "slowest-tests: no timeline at $from and no test reports in $reports" >&2
    exit 1
fi
for f in "${files[@]}"; do
    # the <testsuite …> element's own attributes, whatever their order
    head -c 4000 "$f" | tr '\n' ' ' | grep -o '<testsuite [^>]*>' | head -1 \
        | perl -ne 'my %a = /(\w+)="([^"]*)"/g; printf "%.1f\t%d\t%s\n", $a{time}, $a{tests}, $a{name}'
done | sort -t$'\t' -k1,1 -rn | awk -F'\t' -v n="$n" '{ all += $1; if (NR <= n) print } END { printf "%.1f\tall %d classes\n", all, NR }'
