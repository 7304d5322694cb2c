package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * stdout and stderr are UTF-8 whatever the locale: with {@code LC_ALL=C}, the default of many
 * containers and CI images, the JVM's own charset is ASCII and would print {@code Caf? ?mega}.
 */
class Utf8OutputTest {
    @TempDir
    Path dir;

    @Test
    void aTitleComesOutInUtf8UnderTheCLocale() throws IOException, InterruptedException {
        Path file = dir.resolve("one.xsb");
        Files.writeString(file, "Title: Café Ωmega\n#####\n#@$.#\n#####\n", StandardCharsets.UTF_8);
        Processes sokodb = Processes.start(Map.of("LC_ALL", "C", "LANG", "C"), "id", file.toString());
        assertEquals(0, sokodb.finish(), String.join("\n", sokodb.err()));
        assertTrue(sokodb.out().get(1).contains("\tCafé Ωmega\t"), sokodb.out().toString());
    }

    @Test
    void aMessageComesOutInUtf8UnderTheCLocale() throws IOException, InterruptedException {
        Path file = dir.resolve("one.xsb");
        Files.writeString(file, "#####\n#@$.#\n#####\n", StandardCharsets.UTF_8);
        // the size of a level is written with '×' in show's text; the catalog is made in this JVM
        // (an ASCII file, nothing of the locale's in what it stores)
        String db = dir.resolve("catalog").toString();
        CliRun imported = CliRun.of("--db", db, "import", file.toString());
        assertEquals(0, imported.exitCode(), imported.err());
        String id = CliRun.of("id", file.toString()).rows().get(0).split("\t")[3];
        Processes show = Processes.start(Map.of("LC_ALL", "C"), "--db", db, "show", id);
        show.finish();
        assertTrue(String.join("\n", show.out()).contains("Size:      5×3"), show.out() + " " + show.err());
    }
}
