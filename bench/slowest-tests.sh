#!/usr/bin/env bash
# The slowest test classes of the last run, from surefire's reports: seconds, tests, class, one a
# line, slowest first, and the sum of all. Take the figures from a run in one lane, where each
# report times its own class alone (with the two lanes a report may hold the other lane's tests):
#
#   mvn -B verify -Djunit.jupiter.execution.parallel.enabled=false
#   bench/slowest-tests.sh [N [REPORTS_DIR]]      (default 30, target/surefire-reports)
set -euo pipefail
n=${1:-30}
reports=${2:-target/surefire-reports}
shopt -s nullglob
files=("$reports"/TEST-*.xml)
if [ ${#files[@]} -eq 0 ]; then
    echo "slowest-tests: no test reports in $reports" >&2
    exit 1
fi
for f in "${files[@]}"; do
    # the <testsuite …> element's own attributes, whatever their order
    head -c 4000 "$f" | tr '\n' ' ' | grep -o '<testsuite [^>]*>' | head -1 \
        | perl -ne 'my %a = /(\w+)="([^"]*)"/g; printf "%.1f\t%d\t%s\n", $a{time}, $a{tests}, $a{name}'
done | sort -t$'\t' -k1,1 -rn | awk -F'\t' -v n="$n" '{ all += $1; if (NR <= n) print } END { printf "%.1f\tall %d classes\n", all, NR }'
