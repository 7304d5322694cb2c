package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.flywaydb.core.api.CoreErrorCode;
import org.flywaydb.core.api.output.ValidateResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.migration.DenseValuesStoredAsIs;
import org.sokodb.catalog.db.migration.IdsAsNumbers;

/**
 * Which upgrades may be killed, and the repair of Flyway's history that a kill, or the files
 * migrations 14 and 15 once were, left. {@code UpgradeKillH2Test} and
 * {@code UpgradeKillPostgresTest} kill real upgrades.
 */
class InterruptedUpgradeTest {
    @TempDir
    Path dir;

    @Test
    void everyMigrationFromSchema12OnCanRunAgain() throws IOException {
        List<Integer> versions = new ArrayList<>(List.of(DenseValuesStoredAsIs.VERSION, H2Reader.VERSION,
                IdsAsNumbers.VERSION));
        try (var files = Files.list(Path.of("migrations"))) {
            files.map(p -> p.getFileName().toString()).filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .forEach(n -> versions.add(Integer.parseInt(n.substring(1, n.indexOf("__")))));
        }
        int newest = versions.stream().mapToInt(Integer::intValue).max().orElseThrow();
        for (int version = 12; version <= newest; version++) {
            assertTrue(InterruptedUpgrade.RERUNNABLE.contains(version), "migration " + version + " must be safe to run"
                    + " again from its start whatever part of it a kill left done (InterruptedUpgrade.RERUNNABLE)");
        }
    }

    @Test
    void migrations12To20RunAgainOverWhatTheyDidOnH2() throws SQLException {
        // a kill after each migration's last statement and before Flyway recorded it: all nine run again
        String db = dir.resolve("again").toString();
        DatabaseLocation location = DatabaseLocation.of(db);
        try (Catalog c = TestCatalogs.open(location)) {
            c.handle().execute("DELETE FROM \"flyway_schema_history\""
                    + " WHERE \"version\" IN ('12', '13', '14', '15', '16', '17', '18', '19', '20')");
        }
        UrlDataSource dataSource = new UrlDataSource(location.url(), location.dialect().connectionProperties(location));
        Schema.migrate(location, dataSource, () -> { });
        assertEquals(List.of("14 SQL true", "15 SQL true"), StoppedUpgrade.historyFrom14(db));
        assertTrue(Schema.flyway(location, dataSource).validateWithResult().validationSuccessful);
    }

    @Test
    void anUpgradeIsSafeToKillOnH2FromSchema11OnAndOnPostgresqlAlways() {
        Dialect h2 = Dialect.of(DatabaseEngine.H2);
        Dialect pg = Dialect.of(DatabaseEngine.POSTGRESQL);
        assertTrue(InterruptedUpgrade.safeToKill(14, 15, h2));
        assertTrue(InterruptedUpgrade.safeToKill(11, 15, h2));
        assertFalse(InterruptedUpgrade.safeToKill(10, 15, h2), "migration 11 is two statements, and not run again");
        assertFalse(InterruptedUpgrade.safeToKill(3, 15, h2));
        assertTrue(InterruptedUpgrade.safeToKill(3, 15, pg));
    }

    @Test
    void aCatalogTheEarlierFilesUpgradedIsCurrentOnceMigration14IsRealigned() throws SQLException {
        String db = dir.resolve("c").toString();
        DatabaseLocation location = DatabaseLocation.of(db);
        try (Catalog c = TestCatalogs.open(location)) {
            IdsAsText.takeBackBefore14(c.handle());
        }
        assertEquals("", StoppedUpgrade.earlierUpgrade(db));
        assertEquals(List.of("14 SQL true", "15 SQL true"), StoppedUpgrade.historyFrom14(db));
        UrlDataSource dataSource = new UrlDataSource(location.url(), location.dialect().connectionProperties(location));
        ValidateResult before = Schema.flyway(location, dataSource).validateWithResult();
        // the migrations after 15 are only not applied yet
        assertEquals(List.of("14 CHECKSUM_MISMATCH"), before.invalidMigrations.stream()
                .filter(m -> m.errorDetails.errorCode != CoreErrorCode.RESOLVED_VERSIONED_MIGRATION_NOT_APPLIED)
                .map(m -> m.version + " " + m.errorDetails.errorCode).toList(),
                "migration 14 gained a question; migration 15 in Java is recorded as the file was");

        Schema.migrate(location, dataSource, () -> { });
        assertTrue(Schema.flyway(location, dataSource).validateWithResult().validationSuccessful,
                "a later migration will find the history valid");
        assertEquals(List.of("14 SQL true", "15 SQL true"), StoppedUpgrade.historyFrom14(db), "nothing run again");
    }

    @Test
    void aFailedMigrationThatCannotRunAgainIsStillRefused() {
        String db = dir.resolve("c").toString();
        DatabaseLocation location = DatabaseLocation.of(db);
        try (Catalog c = TestCatalogs.open(location)) {
            c.handle().execute("UPDATE \"flyway_schema_history\" SET \"success\" = FALSE WHERE \"version\" = '11'");
        }
        UrlDataSource dataSource = new UrlDataSource(location.url(), location.dialect().connectionProperties(location));
        CatalogException refused = assertThrows(CatalogException.class,
                () -> Schema.migrate(location, dataSource, () -> { }));
        assertTrue(refused.getMessage().contains("Validate failed"), refused.getMessage());
    }
}
