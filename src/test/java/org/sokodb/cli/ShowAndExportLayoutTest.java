package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * Issue 17, point 10: {@code show} prints the board as the source wrote it beside the
 * normalised one and wraps long solutions; {@code export} writes a lone {@code ;} above an
 * untitled level only under text that would be read as its title (the file's header), and what it writes reads back as the same levels.
 */
class ShowAndExportLayoutTest {
    @TempDir
    Path dir;

    @Test
    void showPrintsTheBoardAsWrittenAndWrapsSolutions() {
        String db = dir.resolve("c").toString();
        String sok = TestData.path("sok/Original_and_Extra.sok").toString();
        assertEquals(0, Cli.run("--db", db, "import", sok).code());
        Cli r = Cli.run("--db", db, "show", sok + "#1");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        int written = lines.indexOf("As written in " + sok + "#1:");
        int normalised = lines.indexOf("Normalised:");
        assertTrue(written > 0 && normalised > written, r.out());
        assertEquals("        #####", lines.get(written + 1), "the rows as the file has them");
        assertEquals("    ###################", lines.get(normalised + 1));
        List<String> moves = lines.stream().filter(l -> l.matches(" {5}[lurdLURD]+")).toList();
        assertTrue(moves.size() > 3, r.out());
        assertTrue(moves.stream().allMatch(l -> l.length() <= 75), "wrapped at 70 moves: " + moves);
    }

    @Test
    void exportWritesNoLoneSemicolonAboveUntitledLevels() throws IOException {
        String db = dir.resolve("c").toString();
        Path levels = Files.writeString(dir.resolve("untitled.xsb"), "#####\n#@$.#\n#####\n\n######\n#@$ .#\n######\n");
        assertEquals(0, Cli.run("--db", db, "import", levels.toString()).code());
        for (String name : List.of("out.sok", "out.xsb")) {
            Path out = dir.resolve(name);
            Cli export = Cli.run("--db", db, "export", "--out", out.toString());
            assertEquals(0, export.code(), export.err());
            List<String> written = Files.readAllLines(out);
            // only the file's header is text a reader would take for the first level's title
            assertEquals(1, written.stream().filter(";"::equals).count(), name + ": " + written);
            assertEquals(";", written.get(written.indexOf("#####") - 1), name + ": under the header");
            assertEquals("", written.get(written.indexOf("######") - 1), name + ": none between two boards");
            assertEquals(Cli.run("id", levels.toString()).out().lines().skip(1).map(l -> l.split("\t")[3]).toList(),
                    Cli.run("id", out.toString()).out().lines().skip(1).map(l -> l.split("\t")[3]).toList(),
                    name + " reads back as the same levels");
        }
    }
}
