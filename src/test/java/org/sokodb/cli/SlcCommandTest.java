package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** SLC collections through the commands: id, import, verify, export --format slc. */
class SlcCommandTest {
    @TempDir
    Path dir;

    static String resource(String name) {
        try {
            return Path.of(SlcCommandTest.class.getResource("/slc/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The title and ids columns of {@code id}: what must not change between twins. */
    private static List<String> titlesAndIds(CliRun run) {
        return run.rows().stream().map(r -> r.split("\t", -1)).map(c -> c[1] + "\t" + c[2] + "\t" + c[3] + "\t" + c[4])
                .toList();
    }

    @Test
    void idReadsAnSlcCollectionWithTheIdsOfItsXsbTwin() {
        CliRun slc = CliRun.of("id", resource("tiny-rooms.slc"));
        CliRun xsb = CliRun.of("id", resource("tiny-rooms.xsb"));
        assertEquals(0, slc.exitCode(), slc.err());
        assertEquals(0, xsb.exitCode(), xsb.err());
        assertEquals(4, slc.rows().size());
        assertEquals(titlesAndIds(xsb), titlesAndIds(slc));
        assertTrue(slc.rows().get(0).startsWith(resource("tiny-rooms.slc") + "\t1\tTom & Jerry\t"), slc.out());
    }

    @Test
    void hostileAndBrokenXmlIsOneLineEachAndTheOtherInputsAreRead() {
        CliRun run = CliRun.of("id", resource("billion-laughs.slc"), resource("external-entity.slc"),
                resource("broken.slc"), resource("tiny-rooms.xsb"));
        assertEquals(1, run.exitCode());
        List<String> err = run.errLines();
        assertEquals(3, err.size(), run.err());
        assertTrue(err.get(0).startsWith(resource("billion-laughs.slc") + ":2: refused: the DOCTYPE declares XML"
                + " entities"), err.get(0));
        assertTrue(err.get(1).startsWith(resource("external-entity.slc") + ":2: refused: "), err.get(1));
        assertEquals(resource("broken.slc") + ":14: level 2: broken XML: The element type \"L\" must be terminated by"
                + " the matching end-tag \"</L>\".", err.get(2));
        assertFalse(run.out().contains("root:"), run.out());
        // the whole level before the break is read, then the XSB file
        assertEquals(1 + 4, run.rows().size(), run.out());
    }

    @Test
    void importedSlcExportsAsSlcThatReadsBackToTheSameIdsTitlesAndAuthors() throws Exception {
        String db = dir.resolve("c").toString();
        Cli imported = Cli.run("--db", db, "import", resource("tiny-rooms.slc"));
        assertEquals(0, imported.code(), imported.err());
        assertTrue(imported.out().contains("4 boards: 4 levels (4 new"), imported.out());

        Path out = dir.resolve("clean.slc");
        Cli exported = Cli.run("--db", db, "export", "--out", out.toString());
        assertEquals(0, exported.code(), exported.err());
        assertTrue(exported.out().contains("(slc): 4 levels"), exported.out());

        // well-formed: a strict DOM parser (DTD not loaded) reads it
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = f.newDocumentBuilder().parse(out.toFile());
        assertEquals("SokobanLevels", doc.getDocumentElement().getTagName());
        assertEquals(4, doc.getElementsByTagName("Level").getLength());
        String text = Files.readString(out, StandardCharsets.UTF_8);
        assertTrue(text.contains("<Level Id=\"Tom &amp; Jerry\" Width=\"5\" Height=\"3\" Copyright=\"Jérôme Autor\">"),
                text);
        assertTrue(text.contains("Id=\"Less &lt; More\""), text);
        assertTrue(text.contains("Copyright=\"Ana &quot;Box&quot; Pusher\""), text);

        CliRun original = CliRun.of("id", resource("tiny-rooms.slc"));
        CliRun back = CliRun.of("id", out.toString());
        assertEquals(0, back.exitCode(), back.err());
        assertEquals(titlesAndIds(original), titlesAndIds(back));
        CliRun twin = CliRun.of("id", resource("tiny-rooms.xsb"));
        assertEquals(titlesAndIds(twin), titlesAndIds(back));
    }

    @Test
    void verifyPairsAnSlcCollectionWithASolutionFile() throws IOException {
        Path lines = dir.resolve("solutions.txt");
        Files.writeString(lines, "R\nlDur\nlL\n\n");
        CliRun r = CliRun.of("verify", resource("tiny-rooms.slc"), lines.toString());
        // the fourth level has no solution (an empty line): missing, exit 1
        assertEquals(1, r.exitCode(), r.err());
        List<String> verdicts = r.rows().stream().map(row -> row.split("\t", -1)[3]).toList();
        assertEquals(List.of("valid", "valid", "valid", "missing"), verdicts);
        assertEquals("Less < More", r.rows().get(2).split("\t", -1)[2]);
        assertEquals("trimmed 2 steps after the level was solved at step 2", r.rows().get(1).split("\t", -1)[10]);
    }

    @Test
    void importKeepsNothingOfABrokenSlcFileAndImportsTheRest() {
        String db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", resource("broken.slc"), resource("billion-laughs.slc"),
                resource("tiny-rooms.slc"));
        assertEquals(1, r.code());
        assertTrue(r.out().contains(resource("broken.slc") + ": not imported"), r.out());
        assertTrue(r.out().contains(resource("tiny-rooms.slc") + ": 4 boards: 4 levels (4 new"), r.out());
        assertEquals(2, r.err().lines().count(), r.err());
        Cli collections = Cli.run("--db", db, "collections");
        assertTrue(collections.out().contains(resource("tiny-rooms.slc") + "\t4\t"), collections.out());
        assertFalse(collections.out().contains("broken.slc"), collections.out());
    }

    @Test
    void solveReadsAnSlcCollection() {
        CliRun r = CliRun.of("solve", "--time-limit", "30s", resource("tiny-rooms.slc"));
        List<String> titlesAndVerdicts = r.rows().stream().map(row -> row.split("\t", -1))
                .map(c -> c[2] + "\t" + c[3]).toList();
        // the fourth level was drawn by hand without a solution in mind: the search proves it has none
        assertEquals(List.of("Tom & Jerry\tsolved", "Down the Hole\tsolved", "Less < More\tsolved",
                "Café Corner\tunsolvable"), titlesAndVerdicts, r.out() + r.err());
    }

    @Test
    void exportSlcRefusesSolutions() {
        String db = dir.resolve("c").toString();
        Cli.run("--db", db, "import", resource("tiny-rooms.slc"));
        Cli refused = Cli.run("--db", db, "export", "--solutions", "all", "--out", dir.resolve("x.slc").toString());
        assertEquals(2, refused.code());
        assertTrue(refused.err().startsWith("sokodb: SLC files hold no solutions"), refused.err());
    }
}
