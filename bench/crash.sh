#!/usr/bin/env bash
# The crash harness, long: kills `./sokodb import` of real Boxoban files with SIGKILL at random
# moments and checks after each kill that every source it printed as imported is in the catalog
# whole, that every source there is whole, and that the catalog opens as sokodb opens it, with
# H2's assertions on (org.sokodb.cli.ImportKills says what is checked; ImportKillsTest is the
# short version every build runs). Not timing-sensitive: a busy machine only makes it slower.
#
#   bench/crash.sh                          500 kills: plain:100 bulk:100 bulk0:100 zip:100 small:60 large:40
#   bench/crash.sh plain:20 large:5         scenarios and kills of your choice
#   SOKODB_TREE=/path/to/checkout bench/crash.sh …
#                                           the sokodb under test: that checkout's ./sokodb and jar (to
#                                           measure another revision; the harness is this checkout's)
#   CRASH_SEED=7 CRASH_WORK=/tmp/crash      the kill moments' seed (default 40), the work directory
#   CRASH_HANG_MINUTES=90                   how long a run may take before it counts as hung (default 20;
#                                           a loaded machine's whole import of the 1.5M-level zip can take more)
#   CRASH_KEEP_BROKEN=/tmp/broken           keeps each catalog that broke a promise there, as the failing
#                                           run found it (NAME-before.mv.db) and left it (NAME-after.mv.db);
#                                           on PostgreSQL its schema is left in the database instead
#   CRASH_PG_URL='jdbc:postgresql://localhost/DB?user=…&password=…'
#                                           the catalogs are schemas of that database (its user may create
#                                           them; crash_* ones are made and dropped), not H2 files. The check
#                                           after each kill opens the catalog as every command does, so there
#                                           it repairs what the kill left (a bulk load's indexes, the keys)
#
# Scenarios: plain, bulk, bulk0 (a directory of the first 40 Boxoban files: never a bulk load, one
# from 5,000 boards as by default, one from the first board), zip (those 40 in a zip), small (2
# files), large (the whole 1.5M-level zip). Each run a kill may come to is `./sokodb import`, a
# process of its own; the run that ends an episode, which no kill comes to, runs in the harness's
# JVM (no JVM started for it). Each kill is one line on stdout, with the CPU seconds the scenario
# has taken so far (its runs' processes, counted by the kernel as each ends, and the harness's
# own: the checks, the whole import timed first); the figures at the end (docs/catalog.md,
# crash safety). Exit 1 when any promise was broken.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
tree=$(cd "${SOKODB_TREE:-$here}" && pwd)
work=${CRASH_WORK:-$here/bench/out/crash}
seed=${CRASH_SEED:-40}
zip=$here/../shared/data/boxoban-levels.zip
if [ $# -eq 0 ]; then
    set -- plain:100 bulk:100 bulk0:100 zip:100 small:60 large:40
fi
mvn -B -q -o test-compile
# the sokodb under test builds its jar and its class archive now, not during a timed kill
(cd "$tree" && ./sokodb --version >/dev/null)
rm -rf "$work"
mkdir -p "$work"
exec java -ea -Xmx1g -cp "$here/target/test-classes:$tree/target/sokodb.jar" org.sokodb.cli.ImportKills \
    "$work" "$zip" "$seed" "$@" -- "$tree/sokodb"
