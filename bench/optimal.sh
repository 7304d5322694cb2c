#!/usr/bin/env bash
# Push-optimal benchmark: `./sokodb solve --optimal pushes` over Microban (or the file in
# SOKODB_OPTIMAL_LEVELS), SECONDS per level (default 60); prints how many levels got a
# solution proved push-optimal (the `optimal` column says `pushes`), the positions expanded
# on them, the median seconds, the total wall time and peak RSS, then one line per level
# not proved (its verdict, seconds and positions). Options beyond SECONDS go to `solve`
# (e.g. --threads 1, --node-limit 1000000). Per-level results stay in $SOKODB_BENCH_DIR
# (default: a temporary directory, printed at the end).
#   bench/optimal.sh [SECONDS] [solve options…]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
shift || true
data="${SOKODB_DATA:-$here/../shared/data}"
levels="${SOKODB_OPTIMAL_LEVELS:-$data/sets/soukoban/Microban_155.xsb}"
out="${SOKODB_BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$out"
[ -x /usr/bin/time ] || { echo "bench/optimal.sh: /usr/bin/time is needed for the peak memory" >&2; exit 3; }

"$here/sokodb" --version >/dev/null # builds the jar first, outside the timings
start=$(date +%s.%N)
/usr/bin/time -v -o "$out/optimal.time" "$here/sokodb" solve --optimal pushes --time-limit "$seconds" "$@" "$levels" \
    > "$out/optimal.tsv" 2> "$out/optimal.err" || true
end=$(date +%s.%N)
awk -F'\t' -v total="$(echo "$end - $start" | bc)" \
    -v peak="$(awk '/Maximum resident set size/ {print int($6 / 1024)}' "$out/optimal.time")" '
    NR > 1 {
        n++
        if ($4 == "solved" && $10 == "pushes") { s++; t[s] = $7; nodes += $8; pushes += $6 }
        else { missed = missed sprintf("  level %s (%s): %s after %.1f s, %d positions\n", $2, $3, $4, $7, $8) }
    }
    END {
        for (i = 1; i <= s; i++) for (j = i + 1; j <= s; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
        med = s == 0 ? "-" : sprintf("%.3f", s % 2 ? t[(s + 1) / 2] : (t[s / 2] + t[s / 2 + 1]) / 2)
        printf "proved push-optimal: %d/%d (pushes in all %d, positions expanded on them %d); median %s s; total %.1f s; peak %s MiB\n",
            s, n, pushes, nodes, med, total, peak
        printf "%s", missed
    }' "$out/optimal.tsv"
echo "per-level results: $out" >&2
