#!/bin/sh
# The trace along known solutions (docs/solver.md, "The trace along a known solution"):
#   bench/trace.sh SOLUTIONS.sok                 every cut of the searches asked along each level's first valid solution
#   bench/trace.sh SOLUTIONS.sok phases BUDGET   the phase search run along it, each wait capped at BUDGET positions
#   bench/trace.sh SOLUTIONS.sok reach BUDGET    the phase search alone, BUDGET positions: when it first takes each layout of the solution
# -Dlevels=28,76 (by the level's title, else its index) in SOKODB_TRACE_OPTS; -Ddetail=DIR writes each level's
# per-push table of the phase search there. Compiles the test classes first (offline).
set -e
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.classpath >&2
CP="target/classes:target/test-classes:$(cat target/bench.classpath)"
exec java -Xmx3g $SOKODB_TRACE_OPTS -cp "$CP" org.sokodb.solver.TraceSolutions "$@"
