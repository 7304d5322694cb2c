#!/usr/bin/env bash
# Checks that a change did not change results: runs `id` (and `dups` when the catalog
# exists at both revisions) at a baseline revision and at the working tree, and diffs.
#   bench/compare.sh BASELINE_REV [CORPUS]   (default corpus: the Boxoban zip)
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: bench/compare.sh BASELINE_REV [CORPUS]}
corpus=$(realpath "${2:-../shared/data/boxoban-levels.zip}")
out=$(realpath -m bench/out/compare)
rm -rf "$out" && mkdir -p "$out"
git worktree add -f --detach "$out/base" "$base" >/dev/null
trap 'git worktree remove --force "$out/base"' EXIT
(cd "$out/base" && mvn -B -q -DskipTests package)
mvn -B -q -DskipTests package
run() { # DIR TAG
    java -jar "$1/target/sokodb.jar" id "$corpus" > "$out/id-$2.tsv" 2> "$out/id-$2.err" || true
    if java -jar "$1/target/sokodb.jar" --help 2>/dev/null | grep -q ' dups'; then
        rm -f "$out/db-$2.mv.db"
        java -jar "$1/target/sokodb.jar" --db "$out/db-$2" import "$corpus" > /dev/null 2>&1 || true
        java -jar "$1/target/sokodb.jar" --db "$out/db-$2" dups > "$out/dups-$2.tsv" 2>/dev/null || true
    fi
}
run "$out/base" base
run "$PWD" new
status=0
for f in id dups; do
    [ -f "$out/$f-base.tsv" ] && [ -f "$out/$f-new.tsv" ] || continue
    if cmp -s "$out/$f-base.tsv" "$out/$f-new.tsv"; then
        echo "$f: identical ($(wc -l < "$out/$f-new.tsv") lines)"
    else
        echo "$f: DIFFERENT"; diff "$out/$f-base.tsv" "$out/$f-new.tsv" | head -20; status=1
    fi
done
exit $status
