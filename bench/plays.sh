#!/usr/bin/env bash
# D against people's own measure (docs/difficulty.md, "People's own measure"):
#   bench/plays.sh CATALOG [MIN_PLAYS]        (MIN_PLAYS defaults to 5)
# Over the rated levels of CATALOG with at least MIN_PLAYS plays recorded by
# `sokodb serve --allow-write --record-plays`, Spearman's ρ between the median time of their
# plays and D, beside the same for the quantities alone; "not enough plays" when fewer than 10
# levels have that many. Reads the catalog, writes nothing. Benchmarks are not tests: nothing
# here runs in `mvn verify`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: bench/plays.sh CATALOG [MIN_PLAYS]" >&2
    exit 2
fi
if [ $# -eq 2 ] && ! [[ "$2" =~ ^[1-9][0-9]{0,5}$ ]]; then
    echo "bench/plays.sh: MIN_PLAYS is a number of plays, 1 or more, not '$2'" >&2
    exit 2
fi
out=bench/out/plays
mkdir -p "$out"
[ -f target/sokodb.jar ] || mvn -B -q -DskipTests package
# every file of bench/difficulty: Ranking needs DifficultyFit, which needs most of the others, and a
# list named here fell behind them once
rm -rf "$out/classes"
javac -cp target/sokodb.jar -d "$out/classes" bench/difficulty/*.java
java -cp "target/sokodb.jar:$out/classes" PlaysAgainstD "$@"
