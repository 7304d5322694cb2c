package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --aliases FILE} given a device, a directory, a file with a bad byte, and to {@code serve}. */
class AliasesFileTest {
    @TempDir
    static Path dir;
    static String db;

    @BeforeAll
    static void importTheFixtures() {
        db = dir.resolve("c").toString();
        Cli r = Cli.run("--db", db, "import", CreditsCommandTest.DIR + "dh-first.sok",
                CreditsCommandTest.DIR + "compilation.xsb");
        assertEquals(0, r.code(), r.err());
    }

    @Test
    void aDeviceIsReadUpToTheCapAndRefused() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        Cli r = Cli.run("--db", db, "authors", "--aliases", "/dev/zero");
        assertEquals(1, r.code(), "rejected input: " + r.err());
        assertEquals("sokodb: cannot read aliases from /dev/zero: larger than 16 MiB, which no list of pen names is\n",
                r.err());
    }

    /** It said Java's words, {@code cannot read aliases from DIR: Is a directory}. */
    @Test
    void aDirectoryIsSaidInTheLinesWords() {
        Cli r = Cli.run("--db", db, "credits", "--aliases", dir.toString());
        assertEquals(1, r.code(), "rejected input: " + r.err());
        assertEquals("sokodb: cannot read aliases from " + dir + ": it is a directory, not a file of names (lines "
                + "NAME<TAB>OTHER NAME)\n", r.err());
    }

    @Test
    void aLineWithABadByteIsNamedAndTheOthersApplied() throws IOException {
        Path aliases = dir.resolve("latin1.tsv");
        byte[] good = "GRIGoRusha\tEvgeny Grigoriev\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] bad = {'F', 'r', 'a', 'n', (byte) 0xE7, 'o', 'i', 's', '\t', 'F', '\n'};
        Files.write(aliases, concat(bad, good));
        Cli r = Cli.run("--db", db, "authors", "--aliases", aliases.toString());
        assertEquals(1, r.code());
        assertEquals(aliases + ":1: not UTF-8 (save the file as UTF-8); line left out\n", r.err());
        // the good line applied: GRIGoRusha and Evgeny Grigoriev are one person of two spellings
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("GRIGoRusha\t2\t")), r.out());
        assertTrue(r.out().lines().noneMatch(l -> l.startsWith("Evgeny Grigoriev\t")), r.out());
    }

    @Test
    void serveDoesNotStartOnBadLines() throws IOException {
        Path aliases = dir.resolve("bad.tsv");
        Files.writeString(aliases, "GRIGoRusha Evgeny Grigoriev\n");
        Cli r = Cli.run("--db", db, "serve", "--port", "0", "--aliases", aliases.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith(aliases + ":1: expected a name, a tab and another name of the same person\n"
                + "sokodb serve: not started"), r.err());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
