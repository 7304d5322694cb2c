#!/usr/bin/env bash
# Solver benchmark: runs `./sokodb solve` over the standard sets and the first 1,000 levels
# of Boxoban medium/train, SECONDS per level (default 10), and prints per set: solved/total,
# the median seconds of the solved levels, the total wall time and the peak memory (RSS of
# the JVM, from /usr/bin/time -v). Results per level stay in $SOKODB_BENCH_DIR (default: a
# temporary directory, printed at the end). Options beyond SECONDS go to `solve` as given
# (e.g. --threads 1, --node-limit 100000). SOKODB_BENCH_SETS chooses the sets (names as in
# the table, space-separated, e.g. "Microban_155 Boxoban-medium-1000").
#   bench/solver.sh [SECONDS] [solve options…]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-10}"
shift || true
data="${SOKODB_DATA:-$here/../shared/data}"
sets="$data/sets/soukoban"
out="${SOKODB_BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$out"
[ -x /usr/bin/time ] || { echo "bench/solver.sh: /usr/bin/time is needed for the peak memory" >&2; exit 3; }

# Boxoban: the first 1,000 levels of medium/train are its file 000.txt
boxoban="$out/boxoban-medium-train-000.txt"
if [ ! -f "$boxoban" ]; then
    unzip -p "$data/boxoban-levels.zip" boxoban/medium/train/000.txt > "$boxoban"
fi

"$here/sokodb" --version >/dev/null # builds the jar first, outside the timings

printf '%-16s %9s %10s %10s %9s\n' set solved median_s total_s peak_MiB
run() {
    local name="$1" file="$2"
    shift 2
    local tsv="$out/$name.tsv" mem="$out/$name.time"
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -v -o "$mem" "$here/sokodb" solve --time-limit "$seconds" "$@" "$file" > "$tsv" 2> "$out/$name.err" || true
    end=$(date +%s.%N)
    awk -F'\t' -v name="$name" -v total="$(echo "$end - $start" | bc)" \
        -v peak="$(awk '/Maximum resident set size/ {print int($6 / 1024)}' "$mem")" '
        NR > 1 { n++; if ($4 == "solved") { s++; t[s] = $7 } }
        END {
            # the median of the solved levels seconds (sorted by hand: awk has no sort)
            for (i = 1; i <= s; i++) for (j = i + 1; j <= s; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
            med = s == 0 ? "-" : sprintf("%.3f", s % 2 ? t[(s + 1) / 2] : (t[s / 2] + t[s / 2 + 1]) / 2)
            printf "%-16s %4d/%-4d %10s %10.1f %9s\n", name, s, n, med, total, peak
        }' "$tsv"
}
chosen="${SOKODB_BENCH_SETS:-}"
wanted() { [ -z "$chosen" ] || [[ " $chosen " == *" $1 "* ]]; }
for set in Microban_155 "Microban II_135" XSokoban_90 SokEvo_107 Grigr2001_100 Holland_81 Sasquatch_50 SokHard_163 BoxWorld_100; do
    name="$(echo "$set" | tr -d ' ')"
    if wanted "$name"; then run "$name" "$sets/$set.xsb" "$@"; fi
done
if wanted Boxoban-medium-1000; then run Boxoban-medium-1000 "$boxoban" "$@"; fi
echo "per-level results: $out" >&2
