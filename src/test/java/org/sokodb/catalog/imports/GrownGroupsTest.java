package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;
import org.sokodb.catalog.imports.bulk.BulkIndexDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/**
 * The duplicate groups an import that is no bulk load keeps, each batch's boards added to its
 * groups' rows ({@link BulkLoad#grown}, {@link DuplicateGroupDao#grow}), are the groups and counts
 * that counting every group again from the boards gives ({@link BulkIndexDao#recountAllGroups}, the
 * SQL that counted each grown group whole at every batch): after each of three runs, on a source
 * that repeats XSokoban's first screen 2,000 times (40 batches of 50), its mirror image in another
 * source (another Exact-Id, the same Unique-Id), a screen whose first two boards are the last of
 * one batch and the first of the next, a group a later source joins, and a source replaced.
 */
class GrownGroupsTest {
    private static final int BATCH = 50;
    private static final int REPEATS = 2_000;

    @TempDir
    Path dir;

    @Test
    void theGroupsGrownBatchByBatchAreThoseCountedWhole() throws IOException {
        String first = screen(1);
        Path in = Files.createDirectories(dir.resolve("in"));
        // the 49 boards of screens 2 to 50, then screen 51 as the 50th and 51st board: its group
        // begins across two batches; then the first screen mirrored, and screen 2 once more
        StringBuilder mixed = new StringBuilder();
        for (int i = 2; i <= 50; i++) {
            mixed.append(screen(i)).append("\n\n");
        }
        mixed.append(screen(51)).append("\n\n").append(screen(51)).append("\n\n").append(mirrored(first)).append("\n\n")
                .append(screen(2));
        Files.writeString(in.resolve("mixed.xsb"), mixed);
        Path repeats = in.resolve("repeats.xsb");
        Files.writeString(repeats, repeated(first, REPEATS));
        try (Catalog catalog = TestCatalogs.open(DatabaseLocation.of(dir.resolve("catalog").toString()))) {
            importInto(catalog, in);
            assertCountedWhole(catalog);
            assertEquals(List.of(REPEATS + 1, 2), group(catalog, 1), "the first screen: its repeats and its mirror");
            assertEquals(List.of(2, 1), group(catalog, 51), "screen 51 across two batches of one source");

            Path again = dir.resolve("again.xsb");
            Files.writeString(again, first + "\n\n" + screen(51) + "\n\n" + first);
            importInto(catalog, again);
            assertCountedWhole(catalog);
            assertEquals(List.of(REPEATS + 3, 3), group(catalog, 1), "a third source joins");
            assertEquals(List.of(3, 2), group(catalog, 51));

            Files.writeString(repeats, repeated(first, REPEATS / 2)); // other bytes: the source is replaced
            importInto(catalog, repeats);
            assertCountedWhole(catalog);
            assertEquals(List.of(REPEATS / 2 + 3, 3), group(catalog, 1), "the replaced source's boards gone");
            assertEquals(List.of(2, 1), group(catalog, 2), "screen 2 twice in one source");
        }
    }

    private static void importInto(Catalog catalog, Path path) {
        new Importer(catalog, new Identifier()::identify, BATCH, Long.MAX_VALUE)
                .importPaths(List.of(path.toString()), new Fixtures.Recorder());
    }

    /** The table as the import left it equals the table counted again whole, which is then kept. */
    private static void assertCountedWhole(Catalog catalog) {
        List<List<Object>> kept = groups(catalog);
        catalog.handle().useTransaction(h -> {
            BulkIndexDao dao = catalog.dao(BulkIndexDao.class);
            dao.forgetAllGroups();
            dao.recountAllGroups();
        });
        assertEquals(groups(catalog), kept);
    }

    private static List<List<Object>> groups(Catalog catalog) {
        return catalog.handle().createQuery("SELECT unique_id, members, sources, first_seen FROM duplicate_group"
                + " ORDER BY unique_id").map((rs, ctx) -> List.<Object>of(rs.getLong(1), rs.getInt(2), rs.getInt(3),
                        rs.getLong(4))).list();
    }

    /** The members and sources of the group of XSokoban's screen {@code n}. */
    private static List<Integer> group(Catalog catalog, int n) {
        IdentifiedLevel level = Fixtures.read(List.of(Fixtures.shipped("xsokoban/screen." + n))).values().iterator().next();
        return catalog.handle().createQuery("SELECT members, sources FROM duplicate_group WHERE unique_id = :u")
                .bind("u", HexIds.stored(((IdentifiedLevel.Valid) level).ids().uniqueId()))
                .map((rs, ctx) -> List.of(rs.getInt(1), rs.getInt(2))).one();
    }

    private static String screen(int n) throws IOException {
        return Files.readString(Path.of(Fixtures.shipped("xsokoban/screen." + n))).stripTrailing();
    }

    private static String repeated(String board, int times) {
        List<String> copies = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            copies.add(board);
        }
        return String.join("\n\n", copies) + "\n";
    }

    /** The board mirrored left to right, its lines padded to its width first. */
    private static String mirrored(String board) {
        List<String> lines = board.lines().toList();
        int width = lines.stream().mapToInt(String::length).max().orElse(0);
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            out.add(new StringBuilder(String.format("%-" + width + "s", line)).reverse().toString().stripTrailing());
        }
        return String.join("\n", out);
    }
}
