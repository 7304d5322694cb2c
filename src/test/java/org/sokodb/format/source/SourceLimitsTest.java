package org.sokodb.format.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestZips;
import org.sokodb.format.LevelSources;

/** The byte caps per source and per archive, with small limits so the test inflates a few MiB only. */
class SourceLimitsTest {
    private static final String GOOD = "#####\n#@$.#\n#####\n";
    private static final SourceLimits SMALL = new SourceLimits(4 << 20, 5 << 20);

    @TempDir
    Path dir;

    /** Everything the reading loop reports, as lines. */
    static List<String> read(Path path, SourceLimits limits) {
        List<String> out = new ArrayList<>();
        LevelSources.read(List.of(path.toString()), limits, new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                out.add("level " + record.source() + " " + record.index());
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                out.add("problem " + where.message(reason));
            }

            @Override
            public void note(String where, String message) {
                out.add("note " + where + ": " + message);
            }
        });
        return out;
    }

    @Test
    void theDefaultsLeaveSpaceForEveryRealCollection() {
        // Boxoban, the largest real set, inflates to about 160 MB in all
        assertEquals(256L << 20, SourceLimits.DEFAULT.sourceBytes());
        assertEquals(2L << 30, SourceLimits.DEFAULT.archiveBytes());
        assertThrows(IllegalArgumentException.class, () -> new SourceLimits(0, 1));
    }

    @Test
    void aFileOverTheSourceLimitEndsWithAMessageAtTheLineWhereItPassesTheLimit() throws IOException {
        Path p = dir.resolve("big.xsb");
        // 4 lines, then lines of 1001 bytes: the 4 MiB limit falls inside line 4 + 4191
        Files.writeString(p, GOOD + "\n" + (" ".repeat(1000) + "\n").repeat(5000));
        // the level's text is cut short, so the level is not given out either
        assertEquals(List.of("problem " + p + ":4195: cannot read: file is larger than the limit of 4 MiB"),
                read(p, SMALL));
    }

    /**
     * Reading a zip entry again (import hashes it, then reads its levels; titles below the
     * boards are looked for in one more pass) inflates nothing new: each entry's bytes count
     * once against the archive's budget, so entries of 2 + 2 MiB read three times each fit 5 MiB.
     */
    @Test
    void eachEntryCountsOnceAgainstTheArchiveBudget() throws IOException {
        Path zip = TestZips.create()
                .spaces("1.txt", 2)
                .spaces("2.txt", 2)
                .write(dir.resolve("z.zip"));
        List<String> read = new ArrayList<>();
        Sources.walk(zip.toString(), SMALL, new Sources.Visitor() {
            @Override
            public void source(Source source) {
                for (int pass = 1; pass <= 3; pass++) {
                    try (java.io.InputStream in = source.open()) {
                        read.add(source.name() + " pass " + pass + ": " + in.readAllBytes().length);
                    } catch (IOException e) {
                        read.add(source.name() + " pass " + pass + ": " + e.getMessage());
                    }
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                read.add("problem " + where.message(reason));
            }

            @Override
            public void note(String where, String message) {
                read.add("note " + where + ": " + message);
            }
        });
        List<String> expected = new ArrayList<>();
        for (String entry : List.of("1.txt", "2.txt")) {
            for (int pass = 1; pass <= 3; pass++) {
                expected.add(zip + "!/" + entry + " pass " + pass + ": " + (2 << 20));
            }
        }
        assertEquals(expected, read);
    }

    /** Past the budget, an entry read again still fails: the bytes beyond it were never allowed. */
    @Test
    void anEntryReadAgainPastTheBudgetFailsAgain() throws IOException {
        Path zip = TestZips.create().spaces("1.txt", 3).spaces("2.txt", 3).write(dir.resolve("z.zip"));
        List<String> read = new ArrayList<>();
        Sources.walk(zip.toString(), SMALL, new Sources.Visitor() {
            @Override
            public void source(Source source) {
                for (int pass = 1; pass <= 2; pass++) {
                    try (java.io.InputStream in = source.open()) {
                        read.add(source.name() + ": " + in.readAllBytes().length);
                    } catch (IOException e) {
                        read.add(source.name() + ": " + e.getMessage());
                    }
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                read.add("problem " + where.message(reason));
            }

            @Override
            public void note(String where, String message) {
                read.add("note " + where + ": " + message);
            }
        });
        String over = "zip archive inflates to more than the limit of 5 MiB";
        assertEquals(List.of(zip + "!/1.txt: " + (3 << 20), zip + "!/1.txt: " + (3 << 20),
                zip + "!/2.txt: " + over, zip + "!/2.txt: " + over), read);
    }

    @Test
    void anArchiveOverItsBudgetStopsAtTheEntryThatPassesItAndSaysWhatWasLeft() throws IOException {
        Path zip = TestZips.create()
                .text("1.xsb", GOOD)
                .spaces("2.txt", 3)
                .spaces("3.txt", 3)
                .text("4.xsb", GOOD)
                .text("5.xsb", GOOD)
                .write(dir.resolve("z.zip"));
        assertEquals(List.of(
                "level " + zip + "!/1.xsb 1",
                "note " + zip + "!/2.txt: skipped: no level in this file",
                "problem " + zip + "!/3.txt:1: cannot read: zip archive inflates to more than the limit of 5 MiB",
                "note " + zip + ": skipped the last 2 entries: the archive inflates to more than the limit of 5 MiB"),
                read(zip, SMALL));
    }

    @Test
    void theLimitsOfTheMessagesBelowOneMibAreInBytes() {
        assertEquals("1000 bytes", SourceLimits.mib(1000));
        assertEquals("256 MiB", SourceLimits.mib(256L << 20));
    }
}
