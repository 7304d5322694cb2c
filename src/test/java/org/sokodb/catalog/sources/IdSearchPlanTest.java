package org.sokodb.catalog.sources;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.format.source.SourceLocation;

/**
 * The search by Exact-Id or Unique-Id (the web's {@code /search?q=ID}, which takes no turn of
 * the searches because it reads a few rows): H2 reads the levels it names through the indexes
 * of the two ids and their boards through the index of their level, no table walked whole —
 * its plan, which does not depend on the machine, says so. It once asked for {@code exact_id =
 * :id OR unique_id = :id}, which H2 answered by walking every board: 1.5 million on Boxoban,
 * past a request's time limit. The boards are those the plain query finds, in import order.
 */
class IdSearchPlanTest {
    /** An access that reads a whole table, in H2's plan. */
    private static final Pattern WHOLE_TABLE = Pattern.compile("/\\* PUBLIC\\.\\w+(\\.tableScan)? \\*/");

    @TempDir
    Path dir;

    @Test
    void aSearchByIdReadsTheLevelsItNamesThroughTheirIndexes() throws Exception {
        // XSokoban 1 twice more: as it is (its Exact-Id, another board) and mirrored (its Unique-Id only)
        List<String> screen1 = Files.readAllLines(TestData.shipped("xsokoban/screen.1"));
        int width = screen1.stream().mapToInt(String::length).max().orElseThrow();
        List<String> mirrored = screen1.stream()
                .map(r -> new StringBuilder(String.format("%-" + width + "s", r)).reverse().toString().stripTrailing())
                .toList();
        Path copies = Files.writeString(dir.resolve("copies.xsb"), String.join("\n", screen1) + "\n\n"
                + String.join("\n", mirrored) + "\n");
        try (Catalog c = TestCatalogs.open(DatabaseLocation.of(dir.resolve("c").toString()))) {
            new Importer(c).importPaths(List.of(TestData.shipped("xsokoban").toString(), copies.toString()),
                    new Quiet());
            String exactId = c.handle().createQuery("SELECT l.exact_id FROM level l JOIN occurrence o ON o.level_id"
                    + " = l.id JOIN collection s ON s.id = o.collection_id WHERE s.source LIKE '%copies.xsb'"
                    + " AND o.board_index = 1").mapTo(Long.class).map(HexIds::spelling).one();
            String uniqueId = c.handle().createQuery("SELECT unique_id FROM level WHERE exact_id = :id")
                    .bind("id", HexIds.stored(exactId)).mapTo(Long.class).map(HexIds::spelling).one();

            String sql = BrowseDao.class.getMethod("withId", String.class, long.class, int.class)
                    .getAnnotation(SqlQuery.class).value();
            for (String id : List.of(exactId, uniqueId)) {
                String plan = c.handle().createQuery("EXPLAIN " + sql).bind("id", HexIds.stored(id)).bind("offset", 0L)
                        .bind("limit", 51).mapTo(String.class).one();
                // H2 names each table's access: "/* PUBLIC.INDEX: COLUMN = … */" looks rows up, while
                // "/* PUBLIC.INDEX */" or "/* PUBLIC.TABLE.tableScan */" reads every row in that order
                Matcher whole = WHOLE_TABLE.matcher(plan);
                assertEquals("", whole.find() ? whole.group() : "", "no table read whole: " + plan);
                assertTrue(plan.contains("EXACT_ID = ?") && plan.contains("UNIQUE_ID = ?"), plan);
            }

            assertEquals(List.of("screen.1 1", "copies.xsb 1"), boards(c, exactId));
            assertEquals(List.of("screen.1 1", "copies.xsb 1", "copies.xsb 2"), boards(c, uniqueId));
            for (String id : List.of(exactId, uniqueId)) {
                List<String> plain = c.handle().createQuery("SELECT s.source, o.board_index FROM level l"
                        + " JOIN occurrence o ON o.level_id = l.id JOIN collection s ON s.id = o.collection_id"
                        + " WHERE l.exact_id = :id OR l.unique_id = :id ORDER BY o.id").bind("id", HexIds.stored(id))
                        .map((rs, ctx) -> name(rs.getString(1)) + " " + rs.getInt(2)).list();
                assertEquals(plain, boards(c, id), id);
            }
        }
    }

    /** The boards a search for {@code id} lists, as "file index". */
    private static List<String> boards(Catalog c, String id) {
        return new Browsing(c).withId(id, 1, 50).items().stream().map(b -> name(b.source()) + " " + b.index()).toList();
    }

    private static String name(String source) {
        return Path.of(source).getFileName().toString();
    }

    private static final class Quiet implements ImportListener {
        @Override
        public void source(SourceReport report) {
        }

        @Override
        public void problem(SourceLocation where, String reason) {
            throw new AssertionError(where + ": " + reason);
        }

        @Override
        public void note(String where, String message) {
        }
    }
}
