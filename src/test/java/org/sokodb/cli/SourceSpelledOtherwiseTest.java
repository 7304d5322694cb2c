package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * A changed file imported again under another spelling of its path replaces its earlier
 * import, as under its own name: the same path written otherwise ({@code ./}, {@code ..},
 * doubled slashes), or the same file through a link when it was imported under an absolute
 * name. The import's line names the earlier spelling; the catalog then holds one source,
 * under the new one. XSokoban's screens 1, 2 and 3 are the levels.
 */
class SourceSpelledOtherwiseTest {
    @TempDir
    Path dir;

    private static String screens(int... numbers) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int n : numbers) {
            sb.append(Files.readString(TestData.shipped("xsokoban/screen." + n)).replace("\r", "").stripTrailing())
                    .append("\n\n");
        }
        return sb.toString();
    }

    private static List<String> sources(String db) {
        Cli r = Cli.run("--db", db, "collections");
        assertEquals(0, r.code(), r.err());
        return r.out().lines().skip(1).map(l -> l.split("\t")[0]).toList();
    }

    @Test
    void theSamePathWrittenOtherwiseReplacesTheEarlierImport() throws Exception {
        String db = dir.resolve("catalog").toString();
        Path sets = Files.createDirectories(dir.resolve("sets"));
        Path file = sets.resolve("three.xsb");
        Files.writeString(file, screens(1, 2));
        assertEquals(0, Cli.run("--db", db, "import", file.toString()).code());

        Files.writeString(file, screens(1, 2, 3));
        String otherwise = dir + "/sets/../sets//./three.xsb";
        Cli r = Cli.run("--db", db, "import", otherwise);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(otherwise + ": replaced the earlier import of this file as " + file
                + ": 3 boards: 3 levels"), r.out());
        assertEquals(List.of(otherwise), sources(db));
    }

    @Test
    void theSameFileThroughALinkReplacesASourceImportedUnderAnAbsoluteName() throws Exception {
        String db = dir.resolve("catalog").toString();
        Path sets = Files.createDirectories(dir.resolve("sets"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), sets);
        Path file = sets.resolve("three.xsb");
        Files.writeString(file, screens(1, 2));
        assertEquals(0, Cli.run("--db", db, "import", file.toString()).code());

        Files.writeString(file, screens(2, 3));
        Cli r = Cli.run("--db", db, "import", link.resolve("three.xsb").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(": replaced the earlier import of this file as " + file + ": 2 boards"), r.out());
        assertEquals(List.of(link.resolve("three.xsb").toString()), sources(db));
    }

    @Test
    void anotherFileOfTheSameNameElsewhereIsASourceOfItsOwn() throws Exception {
        String db = dir.resolve("catalog").toString();
        Path a = Files.createDirectories(dir.resolve("a")).resolve("three.xsb");
        Path b = Files.createDirectories(dir.resolve("b")).resolve("three.xsb");
        Files.writeString(a, screens(1, 2));
        Files.writeString(b, screens(2, 3));
        assertEquals(0, Cli.run("--db", db, "import", a.toString()).code());
        Cli r = Cli.run("--db", db, "import", b.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains(b + ": 2 boards"), r.out());
        assertEquals(List.of(a.toString(), b.toString()), sources(db));
    }
}
