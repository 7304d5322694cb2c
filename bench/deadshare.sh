#!/bin/sh
# What share of the phase search's positions are dead (docs/solver.md, "Deadlock sets the phase search checks"):
#   bench/deadshare.sh LEVELS.xsb BUDGET EVERY     every EVERY-th position of BUDGET expanded, checked by DeadProbe
# -Dlevels=28,76, -Dcap=20000 (a proof's positions), -Ddetail=DIR (the dead samples drawn), -Dalive=true (the live ones too), -Don=/-Doff= in
# SOKODB_TRACE_OPTS. Compiles the test classes first (offline).
set -e
cd "$(dirname "$0")/.."
mvn -B -o -q test-compile >&2
mvn -B -o -q dependency:build-classpath -Dmdep.outputFile=target/bench.classpath >&2
CP="target/classes:target/test-classes:$(cat target/bench.classpath)"
exec java -Xmx3g $SOKODB_TRACE_OPTS -cp "$CP" org.sokodb.solver.packing.DeadShare "$@"
