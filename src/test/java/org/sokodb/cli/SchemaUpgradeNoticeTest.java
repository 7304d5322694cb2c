package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.SchemaUpgrade;

/**
 * A catalog of an older schema that holds levels is brought up to date by the first command
 * that opens it, and on a large catalog that takes minutes (migration 15 rewrites the level
 * table): the command says so on stderr before the migrations run, once, and goes on to
 * answer. A catalog taken back to schema 14 ({@link IdsAsText}) stands for one an older
 * sokodb made. A new catalog, an empty one and a current one migrate in a moment: not a word.
 */
@AlongsideOnPostgres
class SchemaUpgradeNoticeTest {
    private static final String NOTICE = "sokodb: bringing the catalog up to date (schema 14 → 20); on a large"
            + " catalog this takes minutes, and it is safe to interrupt: the next command goes on from where it stopped …";
    private static final String STATS = "sources\tboards\tlevels\tinvalid\tduplicate_groups\tboards_in_groups"
            + "\tsolutions\n1\t90\t90\t0\t0\t0\t0\n";

    @TempDir
    Path dir;

    @Test
    void anOlderCatalogWithLevelsIsSaidToBeBroughtUpToDateOnceOnH2() {
        saidOnceThenAnswered(dir.resolve("c").toString());
    }

    @Test
    void anOlderCatalogWithLevelsIsSaidToBeBroughtUpToDateOnceOnPostgres() {
        saidOnceThenAnswered(TestPostgres.freshSchema());
    }

    @Test
    void anUpgradeThatCannotBeTakenUpAgainSaysWhatAKillDoes() {
        // H2 before schema 11: migrations of several statements that a kill can leave half done
        assertEquals("sokodb: bringing the catalog up to date (schema 10 → 15); on a large catalog this takes minutes;"
                + " let it finish: an upgrade from schema 10 that is interrupted can leave a catalog that no command"
                + " opens …", CatalogOption.upgrading(new SchemaUpgrade(10, 15, false)));
    }

    @Test
    void aNewCatalogAndAnEmptyOlderOneSayNothing() {
        String db = dir.resolve("empty").toString();
        Cli made = Cli.run("--db", db, "import", TestData.shipped("xsokoban/screen.1").toString());
        assertEquals(0, made.code(), made.err());
        assertFalse(made.err().contains("up to date"), made.err());

        String empty = dir.resolve("older-empty").toString();
        try (Catalog c = TestCatalogs.open(DatabaseLocation.of(empty))) {
            IdsAsText.takeBack(c.handle());
        }
        Cli stats = Cli.run("--db", empty, "stats");
        assertEquals(0, stats.code(), stats.err());
        assertEquals("", stats.err());
    }

    private static void saidOnceThenAnswered(String db) {
        Cli imported = Cli.run("--db", db, "import", TestData.path("sets/soukoban/XSokoban_90.xsb").toString());
        assertEquals(0, imported.code(), imported.err());
        try (Catalog c = TestCatalogs.openExisting(DatabaseLocation.of(db))) {
            IdsAsText.takeBack(c.handle());
        }
        Cli first = Cli.run("--db", db, "stats");
        assertEquals(0, first.code(), first.err());
        assertEquals(NOTICE + "\n", first.err());
        assertEquals(STATS, first.out());
        Cli second = Cli.run("--db", db, "stats");
        assertEquals(0, second.code(), second.err());
        assertEquals("", second.err(), "the catalog is current now");
        assertEquals(STATS, second.out());
    }
}
