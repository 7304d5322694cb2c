package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.SharedData;
import org.sokodb.TestData;

/**
 * {@code similar} and {@code dups --similar/--normalized/--walls} on real sets. Microban II #75
 * is #73 with the four walls beside its centre cross moved in: 4 of 81 squares differ (checked
 * by eye in the HTML report).
 */
@SharedData
class SimilarCommandTest {
    @TempDir
    static Path dir;
    static String db;
    static final String MICROBAN2 = TestData.path("sets/soukoban/Microban II_135.xsb").toString();
    static final String SASQUATCH6 = TestData.path("sets/soukoban/Sasquatch_VI_50.xsb").toString();

    @BeforeAll
    static void importSets() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", MICROBAN2, SASQUATCH6);
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void similarListsTheRemodelWithItsDifference() {
        Cli r = Cli.run("--db", db, "similar", MICROBAN2 + "#73", "--threshold", "95");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("similarity\tunique_id\texact_id\tsource\tindex\ttitle\ttransform\tdiffering", lines.get(0));
        assertTrue(lines.contains(String.join("\t", "95.1", "B5C9EC5D0BE1CEBF", "B5C9EC5D0BE1CEBF", MICROBAN2, "75",
                "75", "same orientation", "4")), r.out());
        for (String line : lines.subList(1, lines.size())) {
            assertTrue(Double.parseDouble(line.split("\t")[0]) >= 95, line);
        }
        Cli again = Cli.run("--db", db, "similar", MICROBAN2 + "#73", "--threshold", "95", "--json");
        assertEquals(0, again.code());
        assertTrue(again.out().contains("\"differing\":4"), again.out());
        assertEquals("", again.err(), "the index is filled once, by whichever similar ran first");
    }

    @Test
    void dupsSimilarGroupsTheRemodelsAndSaysHowAlike() {
        Cli r = Cli.run("--db", db, "dups", "--similar", "95");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("group\tunique_id\texact_id\tsource\tindex\ttitle\trelation\tsimilarity", lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.endsWith(MICROBAN2 + "\t75\t75\tsame orientation, 4 squares differ\t95.1")),
                r.out());
        for (String line : lines.subList(1, lines.size())) {
            assertTrue(Double.parseDouble(line.split("\t")[7]) >= 95, line);
        }
    }

    @Test
    void wallsAndNormalizedUseTheSameColumns() {
        List<String> header = null;
        for (String mode : List.of("--walls", "--normalized")) {
            Cli tsv = Cli.run("--db", db, "dups", mode);
            assertEquals(0, tsv.code(), tsv.err());
            List<String> columns = List.of(tsv.out().lines().findFirst().orElseThrow().split("\t"));
            if (header == null) {
                header = columns;
            }
            assertEquals(header, columns, mode + ": the same columns");
            Cli json = Cli.run("--db", db, "dups", mode, "--json");
            assertEquals(0, json.code(), json.err());
            if (tsv.out().lines().count() == 1) {
                assertEquals("[]", json.out().strip(), mode + ": no rows, an empty array");
                continue;
            }
            String first = json.out().lines().findFirst().orElseThrow();
            List<String> keys = java.util.regex.Pattern.compile("\"([a-z_]+)\":").matcher(first).results()
                    .map(m -> m.group(1)).toList();
            assertEquals(header, keys, mode + ": JSON keys are the TSV columns, in order");
            assertEquals(tsv.out().lines().count() - 1, json.out().lines().filter(l -> l.startsWith("{") || l.startsWith("[{")
                    || l.startsWith(",{")).count(), mode + ": as many JSON objects as TSV rows");
        }
    }

    @Test
    void theReportOutlinesTheSquaresThatDiffer() throws IOException {
        Path page = dir.resolve("near.html");
        Cli r = Cli.run("--db", db, "similar", MICROBAN2 + "#73", "--threshold", "95", "--html", page.toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(page);
        assertTrue(html.contains("the level asked about"));
        assertTrue(html.contains("4 squares differ"));
        assertTrue(html.split("class=\"differs\"", -1).length - 1 >= 4, "four squares outlined for #75 at least");
    }

    @Test
    void usageErrorsAndUnknownLevels() {
        assertEquals(2, Cli.run("--db", db, "dups", "--similar", "90", "--walls").code());
        assertEquals(2, Cli.run("--db", db, "dups", "--similar", "0").code());
        assertEquals(2, Cli.run("--db", db, "similar", MICROBAN2 + "#73", "--threshold", "101").code());
        Cli unknown = Cli.run("--db", db, "similar", "0123456789ABCDEF");
        assertEquals(1, unknown.code());
        assertTrue(unknown.err().startsWith("sokodb: no level in the catalog is called '0123456789ABCDEF'"));
        Cli past = Cli.run("--db", db, "similar", MICROBAN2 + "#136");
        assertEquals(1, past.code());
        assertEquals("sokodb: no level in the catalog is called '" + MICROBAN2 + "#136' (" + MICROBAN2
                + " has 135 boards, #1 to #135)\n", past.err());
    }
}
