package org.sokodb.cli;

import java.util.List;

import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;

/**
 * {@link UpgradeKillContract} on PostgreSQL (skipped unless SOKODB_TEST_PG_URL is set), where
 * Flyway runs each migration in one transaction, its DDL included: a kill rolls the running
 * migration back whole, and the next command runs it again. No failed row is ever recorded
 * there, so the repair of {@link UpgradeKillH2Test} has nothing to do on this engine.
 */
@AlongsideOnPostgres
class UpgradeKillPostgresTest extends UpgradeKillContract {
    @Override
    String freshDb(String name) {
        return TestPostgres.freshSchema();
    }

    @Override
    boolean copied(String from, String to) {
        return false;
    }

    @Override
    String keptDb() {
        return null;
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
