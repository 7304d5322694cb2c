#!/usr/bin/env bash
# The seed paper's experiment (Wu 2020, section VI.A) reproduced with sokodb generate, and the
# same measures over Boxoban, the other generator's output we hold.
#   bench/generate.sh [LEVELS] [BOXOBAN_LEVELS] [SECONDS_PER_LEVEL]     (defaults 128 1000 10)
# 1. LEVELS levels per preset S1..S9 at 8x8 with 3 boxes, seed 1, each run importing its levels
#    into one fresh catalog (bench/out/generate/catalog), so every level is new to all before it;
#    `dups` on that catalog must then list nothing.
# 2. The first BOXOBAN_LEVELS levels of Boxoban medium/train (000.txt: 10x10, 4 boxes), solved
#    by sokodb's solver, SECONDS_PER_LEVEL each; next to LEVELS of ours at 10x10 with 4 boxes
#    (S9), unfiltered and filtered by --min-box-lines.
# 3. bench/generate_report.py: the table (bench/out/generate/results.md, pasted into
#    docs/generator.md) and the chart docs/generator-boxlines.svg.
# Kept levels per minute are the generator's own time (stderr "kept … in S s"), JVM start and
# the import not included. Benchmarks are not tests: nothing here runs in `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
levels=${1:-128}
boxoban_levels=${2:-1000}
per_level=${3:-10}
min_box_lines=${SOKODB_BENCH_MIN_BOX_LINES:-11}
out=bench/out/generate
zip=../shared/data/boxoban-levels.zip
rm -rf "$out"
mkdir -p "$out"
mvn -B -q -DskipTests package
db="$out/catalog"
run() { # NAME ARGS… → NAME.tsv, NAME.err, NAME.sok
    local name=$1; shift
    ./sokodb --db "$db" generate --out "$out/$name.sok" --force --candidate-time-limit "${per_level}s" \
        --time-limit 30m "$@" > "$out/$name.tsv" 2> "$out/$name.err" || true
    tail -n 3 "$out/$name.err" | sed "s/^/$name: /" >&2
}
for p in S1 S2 S3 S4 S5 S6 S7 S8 S9; do
    run "$p" --preset "$p" --size 8x8 --boxes 3 --count "$levels" --seed 1 --import
done
./sokodb --db "$db" dups > "$out/dups.tsv"
echo "dups rows after importing all presets: $(($(wc -l < "$out/dups.tsv") - 1))" >&2

run ours-10x10 --preset S9 --size 10x10 --boxes 4 --count "$levels" --seed 1
run ours-10x10-filtered --preset S9 --size 10x10 --boxes 4 --count "$levels" --seed 1 \
    --min-box-lines "$min_box_lines"
unzip -o -q -d "$out" "$zip" boxoban/medium/train/000.txt
java -cp target/sokodb.jar bench/SolveLevels.java "$out/boxoban/medium/train/000.txt" "$boxoban_levels" \
    "$per_level" > "$out/boxoban.tsv"
echo "boxoban: $(grep -c $'\tsolved\t' "$out/boxoban.tsv") of $boxoban_levels solved" >&2

load=$(cut -d' ' -f1-3 /proc/loadavg)
python3 bench/generate_report.py "$out" "$levels" "$boxoban_levels" "$per_level" "$min_box_lines" "$load" \
    docs/generator-boxlines.svg > "$out/results.md"
cat "$out/results.md"
