package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestZips;

/**
 * Issue 8: every kind of malformed input ends in one clear line on stderr
 * ({@code source:line: level N: reason}, or {@code source: reason}), a non-zero exit, no
 * stack trace, in bounded time and memory, and the valid rest of the input still comes out.
 * Small cases are files under {@code src/test/resources/bad/}; big ones are generated here.
 */
class BadInputTest {
    static final String GOOD = "#####\n#@$.#\n#####\n";
    static final String GOOD_IDS = "E84B163E0BE1C35A\t17CC66887E16DCF3";

    @TempDir
    Path dir;

    /** The generated bad inputs, written under this test's temporary directory. */
    private BadInputs inputs() {
        return new BadInputs(dir);
    }

    static Path bad(String name) {
        try {
            return Path.of(BadInputTest.class.getResource("/bad/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs the command line and checks what every run must hold: no trace, nothing but one-line messages. */
    static CliRun run(String... args) {
        CliRun run = CliRun.of(args);
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("\tat "), run.err());
        assertFalse(run.err().contains("internal error"), run.err());
        return run;
    }

    // ---- files and boards -------------------------------------------------------------------

    @Test
    void anEmptyFileIsRejectedAndTheNextFileIsRead() throws IOException {
        Path good = inputs().file("good.xsb", GOOD);
        CliRun run = run("id", bad("empty.xsb").toString(), good.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(bad("empty.xsb") + ": no level in this file"), run.errLines());
        assertEquals(List.of(good + "\t1\t\t" + GOOD_IDS), run.rows());
    }

    @Test
    void randomBinaryIsNotALevelFileNamedOrSkippedInADirectory() throws IOException {
        byte[] noise = new byte[4096];
        new Random(8).nextBytes(noise);
        inputs().file("d/good.xsb", GOOD);
        Path named = Files.write(dir.resolve("d/noise.bin"), inputs().noise(noise));
        CliRun direct = run("id", named.toString());
        assertEquals(1, direct.exitCode());
        assertEquals(List.of(named + ": not a level file (binary data)"), direct.errLines());
        // beside level files (a picture, a program) it is skipped with a note: nothing in it was lost
        CliRun walked = run("id", dir.resolve("d").toString());
        assertEquals(0, walked.exitCode(), walked.err());
        assertEquals(List.of(named + ": skipped: not a level file (binary data)"), walked.errLines());
        assertEquals(1, walked.rows().size());
    }

    @Test
    void badBoardsGetOneLineEachAndTheValidOnesComeOut() {
        Path p = bad("boards.xsb");
        CliRun run = run("id", p.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(
                p + ":9: level 2: no man on the board",
                p + ":16: level 3: more than one man (row 2, column 2 and row 2, column 4)",
                p + ":22: level 4: open level: the man can walk off the board",
                p + ":29: level 5: tab in board at row 2, column 3",
                p + ":36: level 6: unknown character 'x' in board at row 3, column 2"), run.errLines());
        assertEquals(List.of(p + "\t1\tvalid 1\t" + GOOD_IDS, p + "\t7\tvalid 2\t624F5740AC64441F\t056141492A1253B7"),
                run.rows());
    }

    @Test
    void runLengthBombsAreRefusedBeforeExpanding() {
        Path p = bad("rle.xsb");
        CliRun run = run("id", p.toString());
        assertEquals(1, run.exitCode());
        String limit = "makes the text longer than the limit of 262656 characters";
        assertEquals(List.of(
                p + ":9: level 2: run-length encoded row at line 9: count 999999999 at column 1 " + limit,
                p + ":15: level 3: run-length encoded row at line 15: count 9 at column 9 " + limit,
                p + ":21: level 4: run-length encoded row at line 21: count at column 1 has more than 9 digits",
                p + ":27: level 5: run-length encoded row at line 28: groups nest deeper than 16 at column 17"),
                run.errLines());
        assertEquals(List.of(p + "\t1\tvalid 1\t" + GOOD_IDS,
                p + "\t6\tvalid 2, run-length encoded\t624F5740AC64441F\t056141492A1253B7"), run.rows());
    }

    /** Regression: rows of a run-length encoded line were reported on the lines after it. */
    @Test
    void aBadRowOfARunLengthEncodedLineIsReportedOnThatLine() {
        Path p = bad("rle-rows.xsb");
        List<String> expected = List.of(
                p + ":3: level 1: tab in board at row 2, column 3",
                p + ":8: level 2: more than one man (row 2, column 2 and row 3, column 2)",
                p + ":14: level 3: unknown character 'x' in board at row 3, column 2");
        CliRun id = run("id", p.toString());
        assertEquals(1, id.exitCode());
        assertEquals(expected, id.errLines());
        CliRun verify = run("verify", p.toString());
        assertEquals(1, verify.exitCode());
        assertEquals(expected, verify.errLines().subList(0, 3));
    }

    @Test
    void a3000By3000BoardIsRefusedWithoutKeepingIt() throws IOException {
        Path p = inputs().hugeBoards();
        CliRun run = run("id", p.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(
                p + ":5: level 2: row 1 is 3000 squares wide, more than the limit of 512",
                p + ":3006: level 3: board has 3000 rows, more than the limit of 512",
                p + ":6007: level 4: row 1 is 3000 squares wide, more than the limit of 512"), run.errLines());
        assertEquals(2, run.rows().size());
    }

    @Test
    void aFiftyMegabyteLineIsSkippedUnreadAndRejectsItsLevelOnly() throws IOException {
        Path p = dir.resolve("long-line.xsb");
        try (BufferedWriter w = Files.newBufferedWriter(p)) {
            // level 1 with a long comment under it, level 2, level 3 with a long row inside, level 4
            w.write(GOOD + "\n; " + "x".repeat(50 << 20) + "\n\n" + GOOD + "\n#####\n" + "#".repeat(50 << 20)
                    + "\n#@$.#\n#####\n\n; fine\n\n" + GOOD);
        }
        CliRun run = run("id", p.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(
                p + ":1: level 1: the text under the board is incomplete: line 5 is 52428802 bytes long, more than the"
                        + " limit of 1048576 bytes",
                p + ":11: level 3: line 12 is 52428800 bytes long, more than the limit of 1048576 bytes"),
                run.errLines());
        assertEquals(List.of(p + "\t2\t\t" + GOOD_IDS, p + "\t4\tfine\t" + GOOD_IDS), run.rows());
    }

    /**
     * XSokoban's first screen with its first row 2 MiB long: that line is over the limit and not
     * read, the board read without it is open, and a note says why it might be; the same screen
     * under a 2 MiB comment line is a level, the note said all the same (exit 0).
     */
    @Test
    void aTooLongLineJustAboveABoardIsSaid() throws IOException {
        String screen = Files.readString(org.sokodb.TestData.shipped("xsokoban/screen.1"), StandardCharsets.ISO_8859_1);
        String wide = "    " + "#".repeat(2 << 20);
        Path row = Files.writeString(dir.resolve("row.xsb"), screen.replaceFirst("    #####\n", wide + "\n"));
        CliRun open = run("id", row.toString());
        assertEquals(1, open.exitCode());
        String note = ":2: level 1: line 1 just above the board is " + wide.length() + " bytes long, more than the limit"
                + " of 1048576 bytes, and was not read";
        assertEquals(List.of(row + ":2: level 1: open level: the man can walk off the board", row + note), open.errLines());
        Path comment = Files.writeString(dir.resolve("comment.xsb"), "; " + "x".repeat((2 << 20) - 2) + "\n" + screen);
        CliRun level = run("id", comment.toString());
        assertEquals(0, level.exitCode(), level.err());
        assertEquals(List.of(comment + note.replace(String.valueOf(wide.length()), String.valueOf(2 << 20))),
                level.errLines());
        assertEquals(1, level.rows().size());
    }

    @Test
    void undecodableBytesAreReadLeniently() {
        Path p = bad("undecodable.xsb");
        CliRun run = run("id", p.toString());
        assertEquals(0, run.exitCode(), run.err());
        // not UTF-8: that line is read as windows-1252; a byte-order mark inside the text is dropped
        assertEquals(List.of(p + "\t1\tcaf\u00C3\u00A9 \u00C3(\u00FF\u00FE\t" + GOOD_IDS,
                p + "\t2\tbom inside\t624F5740AC64441F\t056141492A1253B7"), run.rows());
    }

    // ---- zip archives ----------------------------------------------------------------------

    @Test
    void aTruncatedZipIsDamagedAndTheNextPathIsRead() throws IOException {
        Path zip = inputs().truncatedZip();
        Path good = inputs().file("good.xsb", GOOD);
        CliRun run = run("id", zip.toString(), good.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(zip + ": damaged zip archive: zip END header not found"), run.errLines());
        assertEquals(1, run.rows().size());
    }

    @Test
    void anEntryThatCannotBeInflatedIsAProblemAndTheOtherEntriesAreRead() throws IOException {
        Path zip = inputs().damagedZip();
        CliRun run = run("id", zip.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(zip + "!/b.xsb: cannot read: invalid block type"), run.errLines());
        assertEquals(List.of(zip + "!/a.xsb\t1\t\t" + GOOD_IDS, zip + "!/c.xsb\t1\t\t" + GOOD_IDS), run.rows());
    }

    /**
     * The reading stops at the entry limit, a quarter of the entry: the message says so, where an
     * entry read to its end (a gibibyte of blanks) ends in another one, "no level in this file".
     * The work is bounded by the limit, not timed.
     */
    @Test
    void anEntryOfAGibibyteOfSpacesEndsAtTheEntryLimit() throws IOException {
        Path zip = TestZips.create().text("a.xsb", GOOD).spaces("spaces.txt", 1024).text("z.xsb", GOOD)
                .write(dir.resolve("bomb.zip"));
        assertTrue(Files.size(zip) < 2 << 20, "the archive is small: " + Files.size(zip));
        CliRun run = run("id", zip.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(zip + "!/spaces.txt:1: cannot read: zip entry is larger than the limit of 256 MiB"),
                run.errLines());
        assertEquals(List.of(zip + "!/a.xsb\t1\t\t" + GOOD_IDS, zip + "!/z.xsb\t1\t\t" + GOOD_IDS), run.rows());
        // import hashes an entry's bytes before reading its levels, so the limit is met there, before any line
        CliRun imported = run("--db", dir.resolve("catalog").toString(), "import", zip.toString());
        assertEquals(1, imported.exitCode());
        assertEquals(List.of(zip + "!/spaces.txt: cannot read: zip entry is larger than the limit of 256 MiB"),
                imported.errLines());
        assertTrue(imported.out().contains(zip + "!/a.xsb: 1 board: 1 level"), imported.out());
    }

    @Test
    void aZipInsideAZipIsAProblemNotASilentSkip() throws IOException {
        Path zip = inputs().nestedZip();
        CliRun run = run("id", zip.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(zip + "!/more/inner.zip: a zip archive inside a zip archive is not read; unpack it first"),
                run.errLines());
        assertEquals(1, run.rows().size());
    }

    // ---- directories, links, special files -------------------------------------------------

    /**
     * Tests run as root, which chmod cannot stop, so the unreadable file is a link to
     * {@code /proc/self/mem}: a regular file that even root cannot read from offset 0 (EIO).
     */
    @Test
    void aDirectoryWithAnUnreadableFileLinkLoopsAndAFifo() throws IOException, InterruptedException {
        Path d = inputs().awkwardDirectory();
        CliRun run = run("id", d.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(
                d + "/b-unreadable: cannot read: Input/output error",
                d + "/c-loop: skipped: symbolic link loop back to " + d.toRealPath(),
                d + "/d-self: skipped: symbolic link loop",
                d + "/e-broken: skipped: broken symbolic link (to " + d.resolve("nowhere") + ")",
                d + "/f-fifo: skipped: not a regular file"), run.errLines());
        assertEquals(List.of(d + "/a.xsb\t1\t\t" + GOOD_IDS, d + "/g.xsb\t1\t\t" + GOOD_IDS), run.rows());

        CliRun named = run("id", d.resolve("d-self").toString());
        assertEquals(1, named.exitCode());
        assertEquals(List.of(d + "/d-self: symbolic link loop"), named.errLines());
    }

    /** 25 directories each linking twice to the next: 2^25 paths, each directory read once. */
    @Test
    void aTreeOfLinksIsWalkedOnceNotExponentially() throws IOException {
        for (int i = 0; i < 25; i++) {
            Path d = Files.createDirectories(dir.resolve("t/d" + i));
            Files.createSymbolicLink(d.resolve("a"), Path.of("../d" + (i + 1)));
            Files.createSymbolicLink(d.resolve("b"), Path.of("../d" + (i + 1)));
        }
        inputs().file("t/d25/level.xsb", GOOD);
        CliRun run = run("id", dir.resolve("t/d0").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(1, run.rows().size());
        assertEquals(25, run.errLines().size(), "one note per second link: " + run.err());
        assertTrue(run.errLines().get(24).endsWith("/d0/b: skipped: the same directory as " + dir.resolve("t/d0/a")
                + ", read already"), run.errLines().get(24));
    }

    /**
     * What {@code sokodb import <(…)} or {@code /dev/stdin} hand over: a pipe, readable once.
     * Regression: reading one failed ("Illegal seek"); then import, which opens a source twice
     * (to read it, to hash its bytes), silently kept only the levels of the first 64 KiB.
     */
    @Test
    void aNamedPipeIsReadWholeByIdAndImport() throws IOException, InterruptedException {
        StringBuilder levels = new StringBuilder();
        for (int i = 1; i <= 1000; i++) {
            levels.append("; ").append(i).append("\n\n").append(GOOD).append("Comment: ").append("-".repeat(60))
                    .append("\n\n");
        }
        byte[] text = levels.toString().getBytes(StandardCharsets.US_ASCII);
        assertTrue(text.length > 64 << 10);
        CliRun id = run("id", inputs().pipe("text", text).toString());
        assertEquals(0, id.exitCode(), id.err());
        assertEquals(1000, id.rows().size());
        assertEquals(dir.resolve("text") + "\t1000\t1000\t" + GOOD_IDS, id.rows().get(999));

        CliRun imported = run("--db", dir.resolve("catalog").toString(), "import", inputs().pipe("text", text).toString());
        assertEquals(0, imported.exitCode(), imported.err());
        assertTrue(imported.out().startsWith(dir.resolve("text") + ": 1000 boards: 1000 levels"), imported.out());

        // a zip archive needs random access: the pipe is read into a temporary file first
        byte[] zip = TestZips.create().text("a.xsb", GOOD).toBytes();
        CliRun zipped = run("id", inputs().pipe("zip", zip).toString());
        assertEquals(List.of(dir.resolve("zip") + "!/a.xsb\t1\t\t" + GOOD_IDS), zipped.rows());
    }

    @Test
    void aPathThatCannotBeOneIsAProblem() throws IOException {
        Path good = inputs().file("good.xsb", GOOD);
        CliRun run = run("id", "a\0b", good.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of("a\\x00b: not a valid path: Nul character not allowed"), run.errLines());
        assertEquals(1, run.rows().size());
    }

    /** Regression: a line break in a file name split a problem over two lines. */
    @Test
    void aLineBreakInANameKeepsTheProblemOnOneLine() throws IOException {
        Path d = inputs().lineBreakNames();
        CliRun run = run("id", d.toString());
        assertEquals(1, run.exitCode());
        assertEquals(List.of(d + "/note here.bin: skipped: not a level file (binary data)",
                d + "/two lines.xsb:1: level 1: no man on the board"), run.errLines());
    }

    // ---- the same through import -----------------------------------------------------------

    /**
     * Every malformed input above (but the two of 50 MB and more) at once, through {@code id}
     * and through {@code import}: the same problem lines, the same exit code, and every source
     * that gave levels stored (or found stored already under another name: the same bytes).
     */
    @Test
    void importReportsEveryBadInputAsIdDoesAndStoresTheRest() throws IOException, InterruptedException {
        List<String> paths = List.of(bad("empty.xsb").toString(), bad("boards.xsb").toString(),
                bad("rle.xsb").toString(), bad("rle-rows.xsb").toString(), bad("undecodable.xsb").toString(),
                inputs().hugeBoards().toString(), inputs().truncatedZip().toString(), inputs().damagedZip().toString(), inputs().nestedZip().toString(),
                inputs().awkwardDirectory().toString(), inputs().lineBreakNames().toString(), "a\0b", inputs().file("good.xsb", GOOD).toString());
        List<String> args = new java.util.ArrayList<>(List.of("--db", dir.resolve("catalog").toString(), "import"));
        args.addAll(paths);
        List<String> idArgs = new java.util.ArrayList<>(List.of("id"));
        idArgs.addAll(paths);

        CliRun id = run(idArgs.toArray(new String[0]));
        CliRun imported = run(args.toArray(new String[0]));
        assertEquals(1, id.exitCode());
        assertEquals(1, imported.exitCode());
        assertEquals(id.errLines(), imported.errLines());
        assertTrue(id.errLines().size() > 25, id.err());
        for (String source : id.rows().stream().map(r -> r.split("\t", -1)[0]).distinct().toList()) {
            assertTrue(imported.out().lines().anyMatch(l -> l.startsWith(source + ": ") && !l.contains("not imported")),
                    source + " in " + imported.out());
        }
    }

    @Test
    void aThreadCountOutOfRangeIsAUsageError() throws IOException {
        Path good = inputs().file("good.xsb", GOOD);
        for (String n : List.of("0", "-3", "100000")) {
            CliRun run = run("id", "--threads", n, good.toString());
            assertEquals(2, run.exitCode(), n);
            assertEquals("sokodb: --threads must be between 1 and 256, not " + n, run.errLines().get(0));
        }
        assertEquals(0, run("id", "--threads", "1", good.toString()).exitCode());
    }

}
