#!/usr/bin/env bash
# Where the import's time goes: one `import` of ZIP into a fresh H2 file under a flight
# recording (the JVM's own sampling profiler, 20 ms a thread), then bench/jfr_shares.py: the
# Java samples by thread and by the frame on top (H2's B-tree, H2's values, the rest of H2,
# sokodb, the JDK), and the collector's pauses against the wall time. The recording is the one
# JVM flag added to the launcher's settings (SOKODB_JAVA_OPTS); shares, not seconds, are what
# it is for — time the import without it (bench/import-vs.sh, bench/commands.sh).
#
#   bench/import-profile.sh [ZIP [OUT_DIR]]
#
# ZIP: default the first 500 files of the Boxoban zip (made once with bench/prefixes.py).
set -euo pipefail
cd "$(dirname "$0")/.."
zip=${1:-bench/out/boxoban-500.zip}
out=${2:-bench/out/import-profile}
if [ ! -f "$zip" ] && [ "$zip" = bench/out/boxoban-500.zip ]; then
    mkdir -p bench/out
    python3 bench/prefixes.py ../shared/data/boxoban-levels.zip "$zip" 500
fi
mkdir -p "$out"
rm -f "$out/catalog.mv.db" "$out/catalog.trace.db" "$out/import.jfr"
./sokodb --version > /dev/null
SOKODB_JAVA_OPTS="-XX:StartFlightRecording=filename=$out/import.jfr,settings=profile" \
    ./sokodb --db "$out/catalog" import "$zip" > "$out/import.out" 2> "$out/import.err"
jfr print --json --events jdk.ExecutionSample,jdk.GarbageCollection "$out/import.jfr" > "$out/import.json"
python3 bench/jfr_shares.py "$out/import.json"
