#!/usr/bin/env bash
# JMH: the identity kernel against raw MD5 of the same bytes (per level, in ns).
# Usage: bench/jmh.sh [extra JMH options]   — results in bench/out/jmh.txt
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bench/out
mvn -B -q -DskipTests install
(cd bench/jmh && mvn -B -q package)
java -jar bench/jmh/target/benchmarks.jar -p corpus="$PWD/../shared/data/boxoban-levels.zip" "$@" | tee bench/out/jmh.txt
