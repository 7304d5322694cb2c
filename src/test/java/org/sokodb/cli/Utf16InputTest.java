package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A level file and a solution file saved as UTF-16 with a byte-order mark (Windows Notepad's
 * "Unicode") are read as the same text in UTF-8 by {@code id}, {@code verify} and {@code import}:
 * they were "not a level file (binary data)" before, and a directory of them was skipped with a
 * note and exit 0. The files: {@code src/test/resources/encodings/}.
 */
class Utf16InputTest {
    @TempDir
    Path dir;

    static String file(String name) {
        try {
            return Path.of(Utf16InputTest.class.getResource("/encodings/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void idReadsTheLevelsAsTheUtf8CopyHasThem() {
        CliRun utf16 = BadInputTest.run("id", file("notepad-unicode.xsb")).succeeded();
        CliRun utf8 = BadInputTest.run("id", file("notepad-unicode.utf8.xsb")).succeeded();
        assertEquals(List.of(
                file("notepad-unicode.xsb") + "\t1\tCafé Corner\t" + BadInputTest.GOOD_IDS,
                file("notepad-unicode.xsb") + "\t2\tDown the Hole\t4FB934945BA82ACD\t0C4319C7BCA547F5"), utf16.rows());
        assertEquals(utf8.rows(), utf16.rows().stream()
                .map(row -> row.replace("notepad-unicode.xsb", "notepad-unicode.utf8.xsb")).toList());
        assertEquals(List.of(), utf16.errLines());
    }

    @Test
    void verifyReadsASolutionFileInUtf16BigEndian() {
        CliRun run = BadInputTest.run("verify", file("notepad-unicode.xsb"), file("notepad-unicode-solutions.txt"))
                .succeeded();
        assertEquals(List.of("valid", "valid"), run.rows().stream().map(row -> row.split("\t")[3]).toList());
        assertEquals(List.of("2 valid, 0 unsolved, 0 illegal, 0 malformed, 0 missing; valid: 3 moves, 2 pushes"),
                run.errLines());
    }

    @Test
    void importStoresTheLevelsWithTheirTitleAuthorAndSolution() {
        String db = dir.resolve("c").toString();
        CliRun imported = BadInputTest.run("--db", db, "import", file("notepad-unicode.xsb")).succeeded();
        assertEquals(List.of(file("notepad-unicode.xsb") + ": 2 boards: 2 levels (2 new, 0 already known), 0 invalid, "
                + "0 duplicates found; solutions: 1 stored, 0 already known, 0 invalid; 0 carried to duplicates"),
                imported.out().lines().limit(1).toList());
        String shown = BadInputTest.run("--db", db, "show", file("notepad-unicode.xsb") + "#1").succeeded().out();
        assertTrue(shown.contains("Café Corner"), shown);
        assertTrue(shown.contains("Jérôme Autor"), shown);
    }

    /**
     * UTF-16 saved without its byte-order mark, both ways round: Holland's 81 levels read as the
     * UTF-8 file has them, titles and all; before, "not a level file (binary data)".
     */
    @Test
    void utf16WithoutItsMarkReadsAsTheUtf8File() throws java.io.IOException {
        Path holland = org.sokodb.TestData.shipped("soukoban/Holland_81.xsb");
        String text = java.nio.file.Files.readString(holland, java.nio.charset.StandardCharsets.ISO_8859_1);
        List<String> utf8 = BadInputTest.run("id", holland.toString()).succeeded().rows().stream()
                .map(row -> row.substring(row.indexOf('\t'))).toList();
        assertEquals(81, utf8.size());
        for (java.nio.charset.Charset charset : List.of(java.nio.charset.StandardCharsets.UTF_16LE,
                java.nio.charset.StandardCharsets.UTF_16BE)) {
            Path file = java.nio.file.Files.write(dir.resolve(charset.name() + ".xsb"), text.getBytes(charset));
            CliRun run = BadInputTest.run("id", file.toString()).succeeded();
            assertEquals(utf8, run.rows().stream().map(row -> row.substring(row.indexOf('\t'))).toList(), charset.name());
            assertEquals(List.of(), run.errLines());
        }
    }
}
