package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.sokodb.TestData;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.web.ServeSettings;
import org.sokodb.web.WebServer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A source imported again after it changed (issue 85): its own earlier boards are no
 * duplicates of the new ones, whether their levels stayed in the catalog for their solutions
 * or went with them, and a board of another source that the earlier version had first is the
 * first of its Unique-Id after it. After every import the four places that count duplicates
 * agree: the import's line, {@code collections}, the web's sources and {@code dups} (a board
 * is a duplicate when a board imported before it has its Unique-Id: each group's rows but the
 * first), and {@code stats} counts the groups {@code dups} lists.
 *
 * <p>The levels: the four of {@code notations/upper-case.sok}, each with its solution (or
 * without: the same file, its solution blocks left out), and XSokoban's first screen.
 */
abstract class ReplacedSourceCountsContract {
    private static final Pattern DUPLICATES_FOUND = Pattern.compile("(\\d+) duplicates? found");

    @TempDir
    Path dir;

    /** A new, empty catalog for one test. */
    abstract String catalog(Path dir);

    /** The levels of upper-case.sok, each with its solution block when {@code solved}, and XSokoban's screen 1 last. */
    private static List<String> levels(boolean solved) throws IOException {
        String text = Files.readString(Path.of("src/test/resources/notations/upper-case.sok"), StandardCharsets.UTF_8)
                .replace("\r", "");
        List<String> levels = new ArrayList<>();
        for (String block : text.split("\n(?=Level \\d)")) {
            if (block.startsWith("Level")) {
                levels.add(solved ? block.strip() : block.substring(0, block.indexOf("Solution")).strip());
            }
        }
        assertEquals(4, levels.size(), text);
        levels.add("Level 5\n" + Files.readString(TestData.shipped("xsokoban/screen.1"), StandardCharsets.UTF_8)
                .replace("\r", "").stripTrailing());
        return levels;
    }

    /** A test's catalog, its levels ({@link #levels}) and the file imported into it first. */
    private record First(String db, List<String> levels, Path file) {
    }

    /**
     * Where each test begins: a new catalog, into which {@code name} holding levels 1 to 4
     * (with their solutions when {@code solved}) is imported, 4 new levels and no duplicate.
     */
    private First firstImport(boolean solved, String name) throws IOException {
        String db = catalog(dir);
        List<String> levels = levels(solved);
        Path f = dir.resolve(name);
        write(f, levels, 1, 2, 3, 4);
        assertEquals(0, importing(db, f, "4 boards: 4 levels (4 new, 0 already known)"));
        return new First(db, levels, f);
    }

    /** Writes the levels numbered (1-based) into {@code file}. */
    private static void write(Path file, List<String> levels, int... numbers) throws IOException {
        StringBuilder sb = new StringBuilder("Written for the sokodb tests.\n\n");
        for (int n : numbers) {
            sb.append(levels.get(n - 1)).append("\n\n");
        }
        Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    }

    /** Imports {@code file}; returns the duplicates its line says. */
    private static int importing(String db, Path file, String outcome) {
        Cli r = Cli.run("--db", db, "import", file.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        String line = r.out().lines().filter(l -> l.startsWith(file + ": ")).findFirst().orElseThrow();
        assertTrue(line.contains(outcome), line);
        Matcher m = DUPLICATES_FOUND.matcher(line);
        assertTrue(m.find(), line);
        return Integer.parseInt(m.group(1));
    }

    /**
     * What every place that counts them says of each source's duplicates, checked to agree; by
     * source. The web's sources are asked of a server started for it when {@code web} (a server
     * costs its start, so each test asks it once, at its end).
     */
    private static Map<String, Integer> agreed(String db, boolean web) throws Exception {
        Map<String, Integer> listed = new TreeMap<>();
        Cli collections = Cli.run("--db", db, "collections");
        assertEquals(0, collections.code(), collections.err());
        List<String> rows = collections.out().lines().toList();
        assertEquals("source\tlevels\tnew_levels\tinvalid\timported_at\tboards\tduplicates", rows.get(0));
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split("\t");
            listed.put(f[0], Integer.parseInt(f[6]));
        }

        if (web) {
            Map<String, Integer> served = new TreeMap<>();
            for (JsonNode s : new ObjectMapper().readTree(get(db, "/api/v1/sources")).get("sources")) {
                served.put(s.get("source").asText(), s.get("duplicates").asInt());
            }
            assertEquals(listed, served, "collections and the web's sources");
        }

        Cli dups = Cli.run("--db", db, "dups");
        assertEquals(0, dups.code(), dups.err());
        Map<String, Integer> fromDups = new TreeMap<>();
        listed.keySet().forEach(s -> fromDups.put(s, 0));
        Map<String, Boolean> groupSeen = new HashMap<>();
        List<String> members = dups.out().lines().toList();
        assertTrue(members.get(0).startsWith("group\tunique_id\texact_id\tsource\tindex\ttitle"), members.get(0));
        for (String row : members.subList(1, members.size())) {
            String[] f = row.split("\t");
            if (groupSeen.put(f[0], true) != null) {
                fromDups.merge(f[3], 1, Integer::sum); // each group's rows in import order: all but the first
            }
        }
        assertEquals(listed, fromDups, "collections and dups:\n" + dups.out());

        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), stats.err());
        List<String> st = stats.out().lines().toList();
        int column = List.of(st.get(0).split("\t")).indexOf("duplicate_groups");
        assertEquals(groupSeen.size(), Integer.parseInt(st.get(1).split("\t")[column]), "stats and dups");
        return listed;
    }

    private static String get(String db, String target) throws Exception {
        try (WebServer server = WebServer.start(CatalogAccess.of(DatabaseLocation.of(db)),
                new ServeSettings("127.0.0.1", 0, false), new PrintWriter(System.err, true))) {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + target)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            return r.body();
        }
    }

    /** The case: four levels, one changed; the three kept are no duplicates of their earlier copies. */
    @ParameterizedTest(name = "solved: {0}")
    @ValueSource(booleans = {true, false})
    void aChangedFileIsNoDuplicateOfItsEarlierSelf(boolean solved) throws Exception {
        First first = firstImport(solved, "four.sok");
        String db = first.db();
        List<String> levels = first.levels();
        Path f = first.file();
        assertEquals(Map.of(f.toString(), 0), agreed(db, false));

        write(f, levels, 1, 2, 3, 5);
        int said = importing(db, f, "replaced the earlier import of this name: 4 boards: 4 levels");
        assertEquals(0, said);
        assertEquals(Map.of(f.toString(), 0), agreed(db, true));

        // a copy within the changed file is one all the same
        write(f, levels, 1, 2, 1, 3);
        assertEquals(1, importing(db, f, "replaced the earlier import of this name"));
        assertEquals(Map.of(f.toString(), 1), agreed(db, false));
    }

    /**
     * The case in a bulk load: the file replaced after another source of the same run
     * made the import a bulk load ({@code --bulk-from 1}), where what is known of the levels is
     * kept in memory.
     */
    @ParameterizedTest(name = "solved: {0}")
    @ValueSource(booleans = {true, false})
    void aChangedFileInABulkLoadIsNoDuplicateOfItsEarlierSelf(boolean solved) throws Exception {
        First first = firstImport(solved, "four.sok");
        String db = first.db();
        List<String> levels = first.levels();
        Path f = first.file();
        write(f, levels, 1, 2, 3, 5);
        Path before = Files.copy(TestData.shipped("xsokoban/screen.4"), dir.resolve("before.xsb"));
        Cli r = Cli.run("--db", db, "import", "--bulk-from", "1", before.toString(), f.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        String line = r.out().lines().filter(l -> l.startsWith(f + ": ")).findFirst().orElseThrow();
        assertTrue(line.startsWith(f + ": replaced the earlier import of this name: 4 boards: 4 levels"), line);
        assertTrue(line.contains(" 0 duplicates found"), line);
        assertEquals(Map.of(f.toString(), 0, before.toString(), 0), agreed(db, false));
    }

    /** Another source, imported after the file: its level 2 is a duplicate of the file's, and its level 5 new. */
    private Path otherWithALevelOfTheFile(First first) throws IOException {
        Path other = dir.resolve("other.sok");
        write(other, first.levels(), 2, 5);
        assertEquals(1, importing(first.db(), other, "2 boards"));
        return other;
    }

    /**
     * Another source holds a level of the file: its copy is the duplicate while the file had
     * the level first; once the file is imported again, without the level or with it, the other
     * source's copy is the first, and the file's (new) copy the duplicate.
     */
    @ParameterizedTest(name = "solved: {0}")
    @ValueSource(booleans = {true, false})
    void anotherSourcesCopyIsTheFirstOnceTheFileIsReplaced(boolean solved) throws Exception {
        First first = firstImport(solved, "file.sok");
        String db = first.db();
        List<String> levels = first.levels();
        Path f = first.file();
        Path other = otherWithALevelOfTheFile(first);
        assertEquals(Map.of(f.toString(), 0, other.toString(), 1), agreed(db, false));

        write(f, levels, 1, 3, 4);
        assertEquals(0, importing(db, f, "replaced the earlier import of this name"));
        assertEquals(Map.of(f.toString(), 0, other.toString(), 0), agreed(db, false));

        write(f, levels, 1, 2, 3, 4, 5);
        assertEquals(2, importing(db, f, "replaced the earlier import of this name"));
        assertEquals(Map.of(f.toString(), 2, other.toString(), 0), agreed(db, true));
    }

    /**
     * The case above in a bulk load ({@code --bulk-from 1}, another file first): once the file
     * that had the level first is replaced without it, the other source's copy is the first of
     * its Unique-Id and no duplicate.
     */
    @ParameterizedTest(name = "solved: {0}")
    @ValueSource(booleans = {true, false})
    void anotherSourcesCopyIsTheFirstOnceTheFileIsReplacedInABulkLoad(boolean solved) throws Exception {
        First first = firstImport(solved, "file.sok");
        String db = first.db();
        List<String> levels = first.levels();
        Path f = first.file();
        Path other = otherWithALevelOfTheFile(first);

        write(f, levels, 1, 3, 4);
        Path before = Files.copy(TestData.shipped("xsokoban/screen.4"), dir.resolve("before.xsb"));
        Cli r = Cli.run("--db", db, "import", "--bulk-from", "1", before.toString(), f.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(Map.of(f.toString(), 0, other.toString(), 0, before.toString(), 0), agreed(db, true));
    }
}
