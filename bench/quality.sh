#!/usr/bin/env bash
# Solution quality: solves XSokoban with `./sokodb solve` (SECONDS per level, default 10;
# options beyond SECONDS go to `solve`, e.g. --optimal pushes) and compares, level by level,
# our moves and pushes with the best known solutions in Original_and_Extra.sok (the fewest
# pushes and the fewest moves over its valid solution blocks, each replayed by `verify`).
# Levels are matched by Exact-Id, else by Unique-Id (`sokodb id`), never by title.
# Prints one row per level we solved (ratio = ours / best known) and the medians.
#   bench/quality.sh [SECONDS] [solve options…]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-10}"
shift || true
data="${SOKODB_DATA:-$here/../shared/data}"
levels="${SOKODB_QUALITY_LEVELS:-$data/sets/soukoban/XSokoban_90.xsb}"
best="$data/sok/Original_and_Extra.sok"
out="${SOKODB_BENCH_DIR:-$(mktemp -d)}"
mkdir -p "$out"

"$here/sokodb" id "$levels" > "$out/ours.id"
"$here/sokodb" id "$best" > "$out/best.id"
"$here/sokodb" verify "$best" > "$out/best.verify" 2>/dev/null || true
[ -f "$out/solve.tsv" ] || "$here/sokodb" solve --time-limit "$seconds" "$@" "$levels" > "$out/solve.tsv" || true

awk -F'\t' '
    FILENAME ~ /best\.id$/ && FNR > 1 { exact[$4] = $2; uniq[$5] = $2; next }
    FILENAME ~ /best\.verify$/ && FNR > 1 && $4 == "valid" {
        if (!($2 in bp) || $6 < bp[$2]) bp[$2] = $6
        if (!($2 in bm) || $5 < bm[$2]) bm[$2] = $5
        next
    }
    FILENAME ~ /ours\.id$/ && FNR > 1 { e[$2] = $4; u[$2] = $5; next }
    FILENAME ~ /solve\.tsv$/ && FNR == 1 {
        printf "%-6s %-12s %7s %7s %9s %9s %8s %8s\n", "index", "title", "moves", "pushes", "best_mov", "best_pus", "r_moves", "r_pushes"
        next
    }
    FILENAME ~ /solve\.tsv$/ && $4 == "solved" {
        i = $2; b = (e[i] in exact) ? exact[e[i]] : ((u[i] in uniq) ? uniq[u[i]] : "")
        if (b == "" || !(b in bp)) { printf "%-6s %-12s %7d %7d %9s %9s\n", i, $3, $5, $6, "-", "-"; next }
        rm = $5 / bm[b]; rp = $6 / bp[b]
        n++; M[n] = rm; P[n] = rp
        printf "%-6s %-12s %7d %7d %9d %9d %8.2f %8.2f\n", i, $3, $5, $6, bm[b], bp[b], rm, rp
    }
    function median(a, k,   i, j, x) {
        for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
        return k == 0 ? 0 : (k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2)
    }
    END { printf "%d levels compared; median ratio moves %.2f, pushes %.2f\n", n, median(M, n), median(P, n) }
' "$out/best.id" "$out/best.verify" "$out/ours.id" "$out/solve.tsv"
echo "per-level results: $out" >&2
