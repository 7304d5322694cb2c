package org.sokodb.catalog.solutions;

import static org.sokodb.catalog.Fixtures.microban;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.verify.SolutionFile;

/** {@code import-solutions}: a level file and a solution file with one line per level. */
class SolutionImportTest {
    /** docs/solutions.md: Microban 3, run-length encoded, and Microban 4. */
    static final String MICROBAN_3_RLE = "ruu4L4rddlUru3LulDrdd3luuRRDrdL3urDD";
    static final String MICROBAN_3 = "ruuLLLLrrrrddlUruLLLulDrddllluuRRDrdLuuurDD";
    static final String MICROBAN_4 = "ullDullddrRuLurrrdLLrrddlUruL";

    @TempDir
    Path dir;
    Path levels;
    Path mirrored;
    Board microban3;

    /**
     * levels.xsb: Microban 3, 4 and 5 as published, then Microban 3 with its man moved (a
     * board the catalog does not have); mirrored.xsb: Microban 3 mirrored, a duplicate.
     */
    @BeforeEach
    void writeLevels() throws IOException {
        var read = Fixtures.read(List.of(microban()));
        microban3 = ((IdentifiedLevel.Valid) read.get(microban() + "#3")).board();
        StringBuilder sb = new StringBuilder();
        for (int i = 3; i <= 5; i++) {
            sb.append("; ").append(i).append("\n\n").append(read.get(microban() + "#" + i).record().boardText())
                    .append("\n\n");
        }
        Board moved = microban3.withManAndBoxes(microban3.man() - 1, microban3.boxes());
        sb.append("; 3, man moved\n\n").append(moved.toXsb()).append('\n');
        levels = dir.resolve("levels.xsb");
        Files.writeString(levels, sb, StandardCharsets.US_ASCII);
        mirrored = dir.resolve("mirrored.xsb");
        Files.writeString(mirrored, "; 3, mirrored\n\n" + microban3.transform(Symmetry.MIRROR).toXsb(),
                StandardCharsets.US_ASCII);
    }

    private Path solutions(String... lines) throws IOException {
        Path file = dir.resolve("solutions.txt");
        Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.US_ASCII);
        return file;
    }

    private static SolutionImportCounts importSolutions(Catalog catalog, Path levels, Path solutions,
            Fixtures.Recorder r) {
        try (SolutionFile file = SolutionFile.open(solutions.toString())) {
            return new SolutionImport(catalog).importFile(levels.toString(), file, new org.sokodb.format.source.Diagnostics() {
                @Override
                public void problem(org.sokodb.format.source.SourceLocation where, String reason) {
                    r.problem(where, reason);
                }

                @Override
                public void note(String where, String message) {
                    r.note(where, message);
                }
            });
        }
    }

    @Test
    void storesTheValidSolutionsOfLevelsTheCatalogHasAndCarriesThem() throws IOException {
        // line 2 is illegal: Microban 4's man has a wall on his right
        Path file = solutions(MICROBAN_3_RLE, "r" + MICROBAN_4.substring(1), "", MICROBAN_3);
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(microban(), mirrored.toString()), new Fixtures.Recorder());
            Fixtures.Recorder r = new Fixtures.Recorder();
            SolutionImportCounts c = importSolutions(catalog, levels, file, r);

            assertEquals(new SolutionImportCounts(4, 1, 0, 1, 1, 1, 1), c);
            String movedId = new LevelIdentity().of(microban3.withManAndBoxes(microban3.man() - 1,
                    microban3.boxes())).exactId();
            assertEquals(List.of(
                    file + ":2: level 2: illegal: step 1 'r': the man walks into a wall; not stored",
                    levels + ":" + (Files.readAllLines(levels).indexOf("; 3, man moved") + 3) + ": level 4: not in the catalog (Exact-Id " + movedId + "): the solution on line 4 of "
                            + file + " is not stored (import the level first)"), r.problems);

            String exactId = new LevelIdentity().of(microban3).exactId();
            List<StoredSolution> stored = catalog.dao(SolutionDao.class).ofLevel(
                    catalog.dao(LevelDao.class).withExactId(exactId).orElseThrow().id());
            assertEquals(1, stored.size());
            assertEquals(MICROBAN_3, stored.get(0).lurd(), "stored without run lengths");
            assertEquals(file + ":1", stored.get(0).source());
            assertEquals("43/15", stored.get(0).metrics().movesSlashPushes());

            Board mirror = microban3.transform(Symmetry.MIRROR);
            List<StoredSolution> carried = catalog.dao(SolutionDao.class).ofLevel(catalog.dao(LevelDao.class)
                    .withExactId(new LevelIdentity().of(mirror).exactId()).orElseThrow().id());
            assertEquals(1, carried.size());
            assertEquals("carried from " + file + ":1 (mirrored)", carried.get(0).source());
            // the words show and the level page print: "from" once (issue 85 saw "from carried from")
            assertEquals("carried from " + file + ":1 (mirrored)", carried.get(0).origin());
            assertEquals("from " + file + ":1", stored.get(0).origin());
            assertInstanceOf(ReplayResult.Valid.class, Replay.check(mirror, carried.get(0).lurd()));

            // the same file again: nothing new
            SolutionImportCounts again = importSolutions(catalog, levels, file, new Fixtures.Recorder());
            assertEquals(new SolutionImportCounts(4, 0, 1, 1, 1, 1, 0), again);
            assertEquals(2, catalog.dao(SolutionDao.class).count());
        }
    }

    @Test
    void aLineTooFewOrTooManyIsReported() throws IOException {
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(microban()), new Fixtures.Recorder());
            Fixtures.Recorder r = new Fixtures.Recorder();
            SolutionImportCounts c = importSolutions(catalog, levels, solutions(MICROBAN_3, MICROBAN_4), r);
            assertEquals(new SolutionImportCounts(2, 2, 0, 0, 0, 0, 0), c);
            assertEquals(List.of(dir.resolve("solutions.txt") + ":3: level 3: no solution line for this level nor for"
                    + " the 1 after it (the file ends after 2 lines)"), r.problems);

            Fixtures.Recorder extra = new Fixtures.Recorder();
            importSolutions(catalog, levels, solutions(MICROBAN_3, MICROBAN_4, "", "", MICROBAN_3, ""), extra);
            assertEquals(1, extra.problems.size(), extra.problems.toString());
            assertTrue(extra.problems.get(0).startsWith(dir.resolve("solutions.txt") + ":5: extra line"),
                    extra.problems.get(0));
        }
    }
}
