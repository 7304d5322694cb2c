#!/usr/bin/env bash
# Measures the HTML duplicate report: page sizes and headless Chromium load times.
#   bench/report.sh OUT_DIR --synthetic N PATH…  N made-up groups of real boards
#   bench/report.sh OUT_DIR --open REPORT.html   an existing report, e.g. of Boxoban:
#       ./sokodb --db /tmp/boxoban import ../shared/data/boxoban-levels.zip
#       ./sokodb --db /tmp/boxoban dups --html /tmp/boxoban-report/dups.html
#       bench/report.sh /tmp/x --open /tmp/boxoban-report/dups.html
# Add --per-page N after OUT_DIR to try another page size. Needs chromium on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests test-compile dependency:build-classpath -Dmdep.outputFile=target/bench.classpath >&2
exec java -Xmx4g -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" \
    org.sokodb.render.ReportBenchmark "$@"
