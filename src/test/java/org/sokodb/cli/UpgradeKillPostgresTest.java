package org.sokodb.cli;

import java.util.List;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.SchemaDump;
import org.sokodb.TestPostgres;

/**
 * {@link UpgradeKillContract} on PostgreSQL (skipped unless SOKODB_TEST_PG_URL is set), where
 * Flyway runs each migration in one transaction, its DDL included: a kill rolls the running
 * migration back whole, and the next command runs it again. No failed row is ever recorded
 * there, so the repair of {@link UpgradeKillH2Test} has nothing to do on this engine. Its
 * catalogs of schema 13 are copies of the first ({@link SchemaDump}), as the H2 test's are
 * copies of its file.
 */
@AlongsideOnPostgres
class UpgradeKillPostgresTest extends UpgradeKillContract {
    @Override
    String freshDb(String name) {
        return TestPostgres.freshSchema();
    }

    /** A copy by {@code pg_dump}, replayed into the new schema ({@link SchemaDump}); false where it cannot be made. */
    @Override
    boolean copied(String from, String to) {
        return SchemaDump.of(from).map(dump -> dump.replayInto(to)).orElse(false);
    }

    /** The class's first catalog of schema 13, in a schema of its own, copied for every later catalog of its tests. */
    @Override
    String keptDb() {
        return TestPostgres.freshSchema();
    }

    @Override
    boolean rollsBackDdl() {
        return true;
    }

    @Override
    List<Integer> killPoints() {
        return List.of(2, 6);
    }
}
