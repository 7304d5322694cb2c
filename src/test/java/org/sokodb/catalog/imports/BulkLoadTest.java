package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sokodb.Alongside;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.H2PartialIndexes;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.imports.bulk.BulkIndexDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.imports.bulk.BulkRestore;
import org.sokodb.catalog.imports.bulk.BulkThreshold;
import org.sokodb.catalog.sources.CatalogSize;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.identity.Identifier;

/**
 * The bulk mode of a large import ({@link BulkLoad}) stores exactly what an ordinary import
 * stores, leaves the schema as the migrations made it, and a catalog left in bulk mode
 * repairs itself when it is next opened. Real levels: the repository's {@code collections/}
 * (XSokoban, Boxoban, Grigr, Holland), plus copies of some under other names (other bytes,
 * the same boards: every board of them a duplicate). Batches of 7 boards, and the bulk mode
 * from the first source on, so that every path runs many times. The ordinary import of that
 * input is made once for the class; a test that starts from it gets a copy of its file.
 */
@Alongside
@ResourceLock("BulkLoadTest")
class BulkLoadTest {
    private static final int BATCH = 7;
    private static final long NEVER = Long.MAX_VALUE;
    /** An Exact-Id no level of the input has, as the column stores it: the row a kill may leave. */
    private static final long TWIN = KilledSourceLevel.EXACT_ID;

    @TempDir
    Path dir;

    /** The input, made once: every catalog of the class names its sources by these paths. */
    @TempDir
    static Path shared;

    private static Path in;
    /** The H2 file (its base) the input was imported into once, ordinarily. */
    private static Path imported;
    /** What that import said, and what the catalog held after it. */
    private static ImportSummary importedSummary;
    private static Contents importedContents;

    @BeforeAll
    static void importOnce() throws IOException {
        in = input(shared);
        imported = shared.resolve("imported");
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(imported.toString()))) {
            importedSummary = importInto(catalog, NEVER, in);
            importedContents = Contents.of(catalog);
        }
    }

    /** A catalog that holds the input as an ordinary import leaves it: a copy of the file imported once. */
    private DatabaseLocation importedCopy(String name) throws IOException {
        Path base = dir.resolve(name);
        Files.copy(Path.of(imported + ".mv.db"), Path.of(base + ".mv.db"));
        return DatabaseLocation.of(base.toString());
    }

    /** What two catalogs must agree on: the counts, each source's counts, and every duplicate group. */
    record Contents(List<Long> counts, List<List<Object>> collections, List<DuplicateMember> dups) {
        static Contents of(Catalog catalog) {
            CatalogSize s = new Inventory(catalog).compute();
            return new Contents(List.of(s.sources(), s.boards(), s.levels(), s.invalid(), s.duplicateGroups(),
                    s.boardsInGroups(), s.solutions()),
                    new Inventory(catalog).collections().stream().map(c -> List.<Object>of(c.source(), c.boards(), c.levels(),
                            c.newLevels(), c.invalid(), c.duplicates())).toList(),
                    Fixtures.dups(catalog, DuplicateFilter.ALL));
        }
    }

    /** The shipped collections and copies of 12 XSokoban screens under other names, in {@code dir}/in. */
    static Path input(Path dir) throws IOException {
        return Fixtures.shippedWithCopies(dir);
    }

    private static ImportSummary importInto(Catalog catalog, long bulkFrom, Path... paths) {
        return new Importer(catalog, new Identifier()::identify, BATCH, bulkFrom)
                .importPaths(List.of(paths).stream().map(Path::toString).toList(), new Fixtures.Recorder());
    }

    private static void assertMigratedIndexes(Catalog catalog) {
        BulkIndexDao indexes = catalog.dao(BulkIndexDao.class);
        assertEquals(1, indexes.exactIdUnique(), "level_exact_id_unique");
        assertEquals(1, indexes.uniqueIdIndex(), "level_unique_id");
        // the bulk load's shorter chunk retention is H2's default again
        assertEquals(List.of(String.valueOf(BulkLoad.RETENTION_MILLIS)), catalog.handle().createQuery(
                "SELECT DISTINCT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'RETENTION_TIME'")
                .mapTo(String.class).list());
    }

    @Test
    void aBulkImportStoresWhatAnOrdinaryImportStores() {
        try (Catalog bulk = TestCatalogs.open(DatabaseLocation.of(dir.resolve("bulk").toString()))) {
            ImportSummary expected = importedSummary;
            ImportSummary actual = importInto(bulk, 1, in);
            assertEquals(expected, actual);
            assertTrue(expected.counts().duplicates() >= 12, expected.toString());
            Contents contents = importedContents;
            assertEquals(contents, Contents.of(bulk));
            assertTrue(contents.dups().size() >= 24, contents.dups().toString());
            assertMigratedIndexes(bulk);
        }
    }

    /**
     * A source imported again with other bytes replaces the earlier one; in bulk mode the
     * levels only it had are forgotten from memory too, so that a later board of one of them
     * is a new level again (and not a reference to a row that is gone).
     */
    @Test
    void aSourceReplacedDuringABulkImportForgetsTheLevelsOnlyItHad() throws IOException {
        for (long bulkFrom : new long[] {NEVER, 1}) {
            Path in = Files.createDirectories(dir.resolve("replace-" + bulkFrom));
            String screen1 = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen.1")));
            String screen2 = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen.2")));
            String screen3 = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen.3")));
            Files.writeString(in.resolve("b.xsb"), screen1 + "\n" + screen2);
            try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("catalog-" + bulkFrom).toString()))) {
                importInto(catalog, bulkFrom, in);
                Files.writeString(in.resolve("a.xsb"), screen3);
                Files.writeString(in.resolve("b.xsb"), screen2);
                Files.writeString(in.resolve("c.xsb"), screen1);
                ImportSummary second = importInto(catalog, bulkFrom, in);
                assertEquals(3, second.imported(), second.toString());
                // b's old version goes first, with both its levels: screen 2 and screen 1 are new again
                assertEquals(3, second.counts().newLevels(), "bulk from " + bulkFrom + ": " + second);
                assertEquals(0, second.counts().duplicates(), "bulk from " + bulkFrom + ": " + second);
                CatalogSize s = new Inventory(catalog).compute();
                assertEquals(List.of(3L, 3L), List.of(s.boards(), s.levels()), s.toString());
                assertMigratedIndexes(catalog);
            }
        }
    }

    /**
     * A kill during a bulk load leaves the duplicate groups behind (their counting waits for
     * the end), and the level table without its two indexes — or with them, when every level
     * was known so far, and then the bulk load's retention is what tells: either way the next
     * open builds what is missing and counts every group again.
     */
    @ParameterizedTest(name = "indexes kept: {0}")
    @ValueSource(booleans = {false, true})
    void aCatalogLeftInBulkModeIsRepairedWhenOpened(boolean keepIndexes) throws IOException {
        DatabaseLocation location = importedCopy("killed-" + keepIndexes);
        Contents before = importedContents;
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            // as a kill would leave it: bulk mode begun, never finished, the groups not yet counted
            BulkLoad load = new BulkLoad(catalog, BulkThreshold.of(0));
            load.begin(keepIndexes);
            BulkIndexDao indexes = catalog.dao(BulkIndexDao.class);
            indexes.forgetAllGroups();
            int expected = keepIndexes ? 1 : 0;
            assertEquals(expected, indexes.exactIdUnique());
            assertEquals(expected, indexes.uniqueIdIndex());
            assertTrue(BulkRestore.underWay(indexes));
            assertFalse(load.indexesDue(), "no level added yet");
        }
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            assertMigratedIndexes(catalog);
            assertFalse(BulkRestore.underWay(catalog.dao(BulkIndexDao.class)));
            assertEquals(before, Contents.of(catalog));
        }
    }

    /**
     * A large import of levels the catalog holds already (the same boards under other names)
     * becomes a bulk load that keeps the level table's two indexes, since it adds no level to
     * them: they are the same index objects after it, and it stores what an ordinary import
     * stores. A copy with one new level after the bulk load began takes them off at the end of
     * that source and builds them again, and still stores the same.
     */
    @Test
    void aBulkLoadOfKnownLevelsKeepsTheIndexesUntilALevelIsNew() throws IOException {
        // every file again with other bytes: as large as the catalog, so the bulk load begins
        Path known = copyWithOtherBytes(in, dir.resolve("known"));
        Path mixed = copyWithOtherBytes(in, dir.resolve("mixed"));
        // and last a level no collection of the repository has: screen 1 with a box one square over
        String moved = Files.readString(Path.of(Fixtures.shipped("xsokoban/screen.1"))).replace("# $  $ ", "#  $ $ ");
        assertTrue(moved.contains("#  $ $ "), moved);
        Files.writeString(Files.createDirectories(mixed.resolve("zzz")).resolve("new.xsb"), moved);
        for (Path second : List.of(known, mixed)) {
            String name = second.getFileName().toString();
            try (Catalog ordinary = TestCatalogs.openExisting(importedCopy(name + "-ordinary"));
                    Catalog bulk = TestCatalogs.openExisting(importedCopy(name + "-bulk"))) {
                List<Integer> indexes = levelIndexIds(bulk);
                ImportSummary expected = importInto(ordinary, NEVER, second);
                ImportSummary actual = importInto(bulk, 1, second);
                assertEquals(expected, actual);
                assertEquals(second == known ? 0 : 1, actual.counts().newLevels(), actual.toString());
                assertEquals(Contents.of(ordinary), Contents.of(bulk));
                assertMigratedIndexes(bulk);
                if (second == known) {
                    assertEquals(indexes, levelIndexIds(bulk), "the indexes of a bulk load of known levels");
                } else {
                    // so the bulk load began (an ordinary import never takes them off), and for
                    // the corpus of known levels of the same size too
                    assertTrue(java.util.Collections.disjoint(indexes, levelIndexIds(bulk)), "built again");
                }
            }
        }
    }

    /** A copy of the tree {@code from} with a newline more at the end of every file. */
    private static Path copyWithOtherBytes(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                Path copy = to.resolve(from.relativize(f).toString());
                Files.createDirectories(copy.getParent());
                Files.writeString(copy, Files.readString(f) + "\n");
            }
        }
        return to;
    }

    /**
     * The ids of the store maps of the level table's indexes on Exact-Id and Unique-Id: a new
     * id is an index built again (H2 gives a dropped index's object id to the next one, never a
     * map's).
     */
    private static List<Integer> levelIndexIds(Catalog catalog) {
        try {
            org.h2.engine.SessionLocal session = (org.h2.engine.SessionLocal) catalog.handle().getConnection()
                    .unwrap(org.h2.jdbc.JdbcConnection.class).getSession();
            org.h2.table.Table level = session.getDatabase().getSchema(session.getCurrentSchemaName())
                    .findTableOrView(session, "LEVEL");
            return level.getIndexes().stream().filter(i -> i instanceof org.h2.mvstore.db.MVSecondaryIndex)
                    .filter(i -> List.of("EXACT_ID", "UNIQUE_ID").contains(i.getIndexColumns()[0].columnName))
                    .map(i -> ((org.h2.mvstore.db.MVSecondaryIndex) i).getMVMap().getId()).sorted().toList();
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A catalog left in bulk mode that holds one level twice — two rows of one Exact-Id, each
     * with some of its boards, as the crash harness once found one — is repaired too: the
     * boards go back to the first row and the second goes, instead of the Exact-Id constraint
     * failing on every open from then on.
     */
    @Test
    void aLevelStoredTwiceDuringABulkLoadIsMergedByTheRepair() throws IOException {
        DatabaseLocation location = importedCopy("twice");
        Contents before = importedContents;
        long first;
        long twin;
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            new BulkLoad(catalog, BulkThreshold.of(0)).begin(false);
            catalog.dao(BulkIndexDao.class).forgetAllGroups();
            var h = catalog.handle();
            // a level with boards in two sources (XSokoban's screen.1 and its copy)
            first = h.createQuery("SELECT level_id FROM occurrence WHERE level_id IS NOT NULL"
                    + " GROUP BY level_id HAVING COUNT(DISTINCT collection_id) > 1 ORDER BY level_id LIMIT 1")
                    .mapTo(Long.class).one();
            String columns = String.join(", ", h.createQuery("SELECT column_name FROM information_schema.columns"
                    + " WHERE table_schema = CURRENT_SCHEMA AND table_name = 'LEVEL' AND column_name <> 'ID'"
                    + " ORDER BY ordinal_position").mapTo(String.class).list());
            h.execute("INSERT INTO level (" + columns + ") SELECT " + columns + " FROM level WHERE id = ?", first);
            twin = h.createQuery("SELECT MAX(id) FROM level").mapTo(Long.class).one();
            h.execute("UPDATE occurrence SET level_id = ? WHERE id = (SELECT MAX(id) FROM occurrence WHERE level_id = ?)",
                    twin, first);
            assertEquals(2, h.createQuery("SELECT COUNT(*) FROM level WHERE exact_id = (SELECT exact_id FROM level"
                    + " WHERE id = ?)").bind(0, first).mapTo(Integer.class).one());
        }
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            assertMigratedIndexes(catalog);
            assertEquals(before, Contents.of(catalog));
            assertEquals(0, catalog.handle().createQuery("SELECT COUNT(*) FROM level WHERE id = ?").bind(0, twin)
                    .mapTo(Integer.class).one());
            assertEquals(0, catalog.handle().createQuery("SELECT COUNT(*) FROM occurrence WHERE level_id = ?")
                    .bind(0, twin).mapTo(Integer.class).one());
            assertTrue(catalog.handle().createQuery("SELECT COUNT(*) FROM occurrence WHERE level_id = ?")
                    .bind(0, first).mapTo(Integer.class).one() > 1);
        }
    }
    /**
     * A catalog left in bulk mode with a level row that no board refers to — what H2 kept of
     * the last batch of a source a kill stopped, after rolling the rest of it back (the crash
     * harness found two such rows) — loses that row in the repair: a level exists through its
     * boards (or its solutions), and the row is only noise in every count.
     */
    @Test
    void aLevelWithoutABoardLeftByAKillIsRemovedByTheRepair() throws IOException {
        DatabaseLocation location = importedCopy("orphan");
        Contents before = importedContents;
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            new BulkLoad(catalog, BulkThreshold.of(0)).begin(false);
            var h = catalog.handle();
            KilledSourceLevel.plant(h);
            assertEquals(1, h.createQuery("SELECT COUNT(*) FROM level WHERE exact_id = " + TWIN)
                    .mapTo(Integer.class).one());
        }
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            assertEquals(0, catalog.handle().createQuery("SELECT COUNT(*) FROM level l WHERE NOT EXISTS"
                    + " (SELECT 1 FROM occurrence o WHERE o.level_id = l.id)").mapTo(Integer.class).one());
            assertEquals(before, Contents.of(catalog));
            assertMigratedIndexes(catalog);
        }
    }

    /**
     * The same row after a kill outside a bulk load, when nothing else is to repair: it is above
     * the newest level a board refers to, where a killed source's rows are, and goes when the
     * catalog is next opened by any command that writes.
     */
    @Test
    void aLevelAboveTheLastBoardIsRemovedWhenOpened() throws IOException {
        DatabaseLocation location = importedCopy("orphan-plain");
        Contents before = importedContents;
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            var h = catalog.handle();
            KilledSourceLevel.plant(h);
        }
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            assertEquals(0, catalog.handle().createQuery("SELECT COUNT(*) FROM level WHERE exact_id = " + TWIN)
                    .mapTo(Integer.class).one());
            assertEquals(before, Contents.of(catalog));
        }
    }

    /**
     * A catalog whose two indexes of Exact-Id and Unique-Id are listed but hold only part of the
     * levels — what a kill leaves when it stops H2 while H2 builds an index it had lost to an
     * earlier kill — is found out when it is next opened, and both indexes are built again:
     * otherwise the next import looks its boards up through the partial Unique-Id index, calls
     * stored levels new, and the partial unique index lets the second row of an Exact-Id in
     * (or refuses the source, when it holds that Exact-Id).
     */
    @Test
    void indexesLeftPartlyFilledAreBuiltAgainWhenOpened() throws IOException {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("partial").toString());
        Contents expected = importedContents;
        List<Path> sources;
        try (var listed = Files.list(in)) {
            sources = listed.sorted().toList();
        }
        Path copies = sources.get(sources.size() - 1);
        assertEquals("zz-copies", copies.getFileName().toString());
        try (Catalog catalog = TestCatalogs.open(location)) {
            importInto(catalog, NEVER, sources.subList(0, sources.size() - 1).toArray(new Path[0]));
            assertEquals(0, H2PartialIndexes.of(catalog.handle(), "level").size());
            int emptied = HalfBuiltIndex.removeEveryOtherEntry(catalog, "EXACT_ID")
                    + HalfBuiltIndex.removeEveryOtherEntry(catalog, "UNIQUE_ID");
            assertTrue(emptied > 100, "entries taken out: " + emptied);
            assertEquals(Set.of("EXACT_ID", "UNIQUE_ID"), H2PartialIndexes.of(catalog.handle(), "level"));
        }
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            ImportSummary copied = importInto(catalog, NEVER, copies);
            assertEquals(12, copied.imported(), copied.toString());
            assertEquals(0, copied.counts().newLevels(), copied.toString());
            assertEquals(0, catalog.handle().createQuery("SELECT COUNT(*) FROM (SELECT exact_id FROM level"
                    + " GROUP BY exact_id HAVING COUNT(*) > 1)").mapTo(Integer.class).one());
            assertEquals(expected, Contents.of(catalog));
            assertEquals(0, H2PartialIndexes.of(catalog.handle(), "level").size());
            assertMigratedIndexes(catalog);
        }
    }

    @Test
    void anIdsKeyIsTheNumberItsSixteenHexDigitsSpell() {
        assertEquals(0xFEDCBA9876543210L, HexIds.keyOf("FEDCBA9876543210"));
        assertEquals("FEDCBA9876543210", HexIds.spellingOfKey(0xFEDCBA9876543210L));
        assertEquals("000000000000000A", HexIds.spellingOfKey(HexIds.keyOf("000000000000000a")));
    }
}
