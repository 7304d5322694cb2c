#!/usr/bin/env bash
# The near-duplicate targets of issue 21 (docs/similar.md), on the shared Boxoban zip.
#   bench/similar.sh                 import Boxoban (1.5M levels) into bench/out/similar-db, then
#                                    time `similar ID` (3 timed runs after one untimed: import filled the index),
#                                    `dups --similar 90` on the whole catalog (about 4.5 minutes on 2 cores; SIMILAR_FULL_DUPS=0
#                                    skips it) and on the first 20,000 levels, and the recall on a 20,000-level sample
#   BASE_JAR=/path/to/main/sokodb.jar bench/similar.sh
#                                    also imports with that jar (a build without the near ids) to
#                                    give the import slowdown
#   SIMILAR_SAMPLE=20000             levels in the recall sample (the exact scan is quadratic)
# Run it with nothing else running on the machine: these are docs/similar.md's numbers. Not a test.
# Every timed command goes through ./sokodb, as a user runs it (the launcher's heap and compiler).
set -euo pipefail
cd "$(dirname "$0")/.."
zip=../shared/data/boxoban-levels.zip
out=bench/out
sample=${SIMILAR_SAMPLE:-20000}
mkdir -p "$out"
mvn -B -q -DskipTests package
opts="-XX:+UseParallelGC -Xmx8g"
# t OUT COMMAND…: runs COMMAND with its output to OUT and prints the seconds it took
t() { local out=$1 s e; shift; s=$(date +%s.%N); "$@" > "$out"; e=$(date +%s.%N); echo "$e - $s" | bc; }

if [ -n "${BASE_JAR:-}" ]; then
    rm -f "$out"/similar-base.mv.db
    echo "import, without near ids: $(t /dev/null java $opts -jar "$BASE_JAR" --db "$out/similar-base" import "$zip") s"
    rm -f "$out"/similar-base.mv.db
fi
rm -f "$out"/similar-db.mv.db
echo "import, with near ids: $(t /dev/null ./sokodb --db "$out/similar-db" import "$zip") s"
id=$(./sokodb --db "$out/similar-db" dups | awk -F'\t' 'NR == 2 {print $2}')
echo "similar $id, first run (the index is filled by import: a cold run): $(t /dev/null ./sokodb --db "$out/similar-db" similar "$id") s"
for i in 1 2 3; do
    echo "similar $id: $(t "$out/similar-rows.tsv" ./sokodb --db "$out/similar-db" similar "$id") s, $(($(wc -l < "$out/similar-rows.tsv") - 1)) rows"
done
# the scan of `similar ID` alone, warm: placements counted and survivors (docs/similar.md, Packed windows)
java $opts -cp target/sokodb.jar bench/PackedScanBench.java "$out/similar-db" \
    "$(./sokodb --db "$out/similar-db" show "$id" | awk '/^Normalised:/ {f = 1; next} f && /^    / {print substr($0, 5); next} f {exit}' | paste -sd'|')" 85
# over the whole catalog: ~2.3e10 candidates met (docs/similar.md)
if [ "${SIMILAR_FULL_DUPS:-1}" != 0 ]; then
    echo "dups --similar 90: $(t "$out/similar-90.tsv" ./sokodb --db "$out/similar-db" dups --similar 90) s, $(($(cut -f1 "$out/similar-90.tsv" | sort -u | wc -l) - 1)) groups"
fi
# end to end on the first 20 files (20,000 levels) of the zip
python3 bench/prefixes.py "$zip" "$out/boxoban-20k.zip" 20
rm -f "$out"/similar-20k.mv.db
./sokodb --db "$out/similar-20k" import "$out/boxoban-20k.zip" >/dev/null
echo "dups --similar 90, 20,000 levels: $(t "$out/similar-20k-90.tsv" ./sokodb --db "$out/similar-20k" dups --similar 90) s, $(($(cut -f1 "$out/similar-20k-90.tsv" | sort -u | wc -l) - 1)) groups"
java $opts -cp target/classes bench/SimilarRecall.java 90 "$sample" 24x16 4x11 -- "$zip"
# band settings for the dups path, the catalog's way only (docs/similar.md, recall and candidates by band setting)
java $opts -Dpacked.only=true -cp target/classes bench/SimilarRecall.java 90 "$sample" '24x16!' '16x16!' '32x18!' '24x18!' -- "$zip"
java $opts -cp target/classes bench/SimilarRecall.java 90 1000000 24x16 4x11 -- ../shared/data/sets
