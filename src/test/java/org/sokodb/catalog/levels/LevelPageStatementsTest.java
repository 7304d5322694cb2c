package org.sokodb.catalog.levels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jdbi.v3.core.statement.SqlLogger;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.core.statement.StatementContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.credits.Aliases;

/**
 * A level's page is one answer read in a bounded number of statements, whatever the size of the
 * level's group: counted with jdbi's {@link SqlLogger} (every statement the catalog's connection
 * runs, DAOs included), on a group of the eight Exact-Ids of one level (its turns and mirror
 * images, one Unique-Id), each in five sources, against a level of one Exact-Id in one source.
 * Before, a page read each level of its group and each source once more (about 2k + 6 + s
 * statements for k levels in s sources: 62 here).
 */
class LevelPageStatementsTest {
    private static final List<String> LEVEL = List.of(
            "########",
            "#@ $  .#",
            "# $## .#",
            "#      #",
            "########");
    private static final List<String> ALONE = List.of(
            "#####",
            "#@$.#",
            "#####");

    @TempDir
    Path dir;

    @Test
    void aPageTakesAsManyStatementsForAGroupOfManyCopiesAsForALevelAlone() throws Exception {
        Path sources = Files.createDirectories(dir.resolve("sources"));
        writeGroup(sources, (turn, copy) -> "; copy " + copy);
        Files.writeString(sources.resolve("alone.xsb"), String.join("\n", ALONE) + "\n");
        importAndCount(sources, (levels, statements) -> {
            String group = levels.level(sources.resolve("turn0-copy1.xsb") + "#1").orElseThrow().uniqueId();
            String alone = levels.level(sources.resolve("alone.xsb") + "#1").orElseThrow().uniqueId();
            assertTrue(statements.size() >= 4, "the look-ups are seen: " + statements);
            statements.clear();
            LevelPage lone = levels.page(alone, Aliases.NONE).orElseThrow();
            int forOne = statements.size();
            statements.clear();
            LevelPage many = levels.page(group, Aliases.NONE).orElseThrow();
            int forGroup = statements.size();

            assertEquals(1, ((Found.Levels) lone.found()).levels().size());
            List<LevelView> members = ((Found.Levels) many.found()).levels();
            assertEquals(8, members.size(), "every Exact-Id of the group on its page");
            assertEquals(40, members.stream().mapToLong(m -> m.appearances().size()).sum(), "every board of the group");
            assertEquals(40, many.sourceNumbers().size(), "the number of every source");
            assertEquals(8, many.relations().stream().distinct().count(), "each turn relates to the first its own way: "
                    + many.relations());
            assertTrue(forOne > 3, "the statements are seen: " + forOne);
            assertEquals(forOne, forGroup, "a group of 8 levels in 40 sources: " + statements);
            assertTrue(forGroup <= 10, "a handful: " + statements);
        });
    }

    /**
     * The credits line costs as many statements for a group whose 40 boards credit 40 people as
     * for a level whose two boards credit two: the catalog's credited boards (whose names and
     * stated pen names make the persons, docs/credits.md) are read in one statement, the level's
     * copies in another, never one per copy, credit or source. (The rows of that one statement
     * are every credited board of the catalog, whatever the level.)
     */
    @Test
    void aPageOfFortyCreditsTakesAsManyStatementsAsAPageOfTwo() throws Exception {
        Path sources = Files.createDirectories(dir.resolve("credited"));
        writeGroup(sources, (turn, copy) -> "Author: " + maker(turn, copy));
        Files.writeString(sources.resolve("alone-1.xsb"), String.join("\n", ALONE) + "\nAuthor: Ann Smith\n");
        Files.writeString(sources.resolve("alone-2.xsb"), String.join("\n", ALONE) + "\nAuthor: Bob Jones\n");
        importAndCount(sources, (levels, statements) -> {
            String group = levels.level(sources.resolve("turn0-copy1.xsb") + "#1").orElseThrow().uniqueId();
            String two = levels.level(sources.resolve("alone-1.xsb") + "#1").orElseThrow().uniqueId();
            statements.clear();
            LevelPage pair = levels.page(two, Aliases.NONE).orElseThrow();
            int forTwo = statements.size();
            statements.clear();
            LevelPage many = levels.page(group, Aliases.NONE).orElseThrow();
            int forForty = statements.size();

            assertEquals(2, pair.credits().orElseThrow().credits().size(), "Ann Smith in one source, Bob Jones in the other");
            assertEquals(40, many.credits().orElseThrow().credits().size(), "each board credits a person of its own");
            assertEquals(forTwo, forForty, "40 credits in 40 sources: " + statements);
            // the level by its id (2), its boards, solutions and sources' numbers (3), and the credits
            // line: the level's copies, whether any source has an author field, the credited boards
            assertTrue(forForty <= 8, "a handful: " + statements);
        });
    }

    /** A person's name of one word, other for each board: no form of one is another's (docs/credits.md). */
    private static String maker(int turn, int copy) {
        return "Maker" + (char) ('a' + turn) + (char) ('a' + copy);
    }

    /** The eight turns and mirror images of {@link #LEVEL}, each in five sources, each board followed by {@code field}. */
    private static void writeGroup(Path sources, java.util.function.BiFunction<Integer, Integer, String> field)
            throws java.io.IOException {
        List<List<String>> turns = new ArrayList<>();
        List<String> board = LEVEL;
        for (int i = 0; i < 4; i++) {
            turns.add(board);
            turns.add(mirrored(board));
            board = turned(board);
        }
        for (int t = 0; t < turns.size(); t++) {
            for (int copy = 1; copy <= 5; copy++) {
                String text = String.join("\n", turns.get(t)) + "\n" + field.apply(t, copy) + "\n";
                Files.writeString(sources.resolve("turn" + t + "-copy" + copy + ".xsb"), text);
            }
        }
    }

    /** What a page's reading is asked of a catalog of {@code sources}, every statement it runs seen. */
    private interface Pages {
        void ask(Levels levels, List<String> statements);
    }

    private void importAndCount(Path sources, Pages pages) {
        try (Catalog c = Fixtures.freshCatalog(dir)) {
            new Importer(c).importPaths(List.of(sources.toString()), new Fixtures.Recorder());
        }
        try (Catalog c = TestCatalogs.openExisting(Fixtures.freshLocation(DatabaseEngine.H2, dir))) {
            // before any DAO is attached: each takes a copy of the connection's settings
            List<String> statements = new ArrayList<>();
            c.handle().getConfig(SqlStatements.class).setSqlLogger(new SqlLogger() {
                @Override
                public void logAfterExecution(StatementContext context) {
                    statements.add(context.getRenderedSql());
                }
            });
            pages.ask(new Levels(c), statements);
        }
    }

    /** The board turned a quarter clockwise. */
    private static List<String> turned(List<String> rows) {
        int width = rows.stream().mapToInt(String::length).max().orElse(0);
        List<String> out = new ArrayList<>();
        for (int x = 0; x < width; x++) {
            StringBuilder row = new StringBuilder();
            for (int y = rows.size() - 1; y >= 0; y--) {
                row.append(x < rows.get(y).length() ? rows.get(y).charAt(x) : ' ');
            }
            out.add(row.toString().stripTrailing());
        }
        return out;
    }

    /** The board seen in a mirror beside it. */
    private static List<String> mirrored(List<String> rows) {
        int width = rows.stream().mapToInt(String::length).max().orElse(0);
        return rows.stream().map(r -> new StringBuilder(" ".repeat(width - r.length()) + r).reverse().toString()
                .stripTrailing()).toList();
    }
}
