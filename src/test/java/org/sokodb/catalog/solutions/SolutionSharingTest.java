package org.sokodb.catalog.solutions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.board.Board;
import org.sokodb.board.Floods;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.imports.ImportSummary;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;

/**
 * Solutions carried to duplicate levels at import time, in both directions: a level imported
 * after the solutions receives them, and solutions imported after the level reach it. The
 * duplicates are built here from the original levels of Original_and_Extra.sok: turned or
 * mirrored ({@link Board#transform}) and with the man moved elsewhere in his area.
 */
@Slow
class SolutionSharingTest {
    /** The shared test data's {@code sets/soukoban/XSokoban_90.xsb} (the test is skipped without it). */
    static String xsokoban90() {
        return Fixtures.path("sets/soukoban/XSokoban_90.xsb");
    }
    static final String SCREENS = Fixtures.shipped("xsokoban");
    /** The shared test data's {@code sok/Original_and_Extra.sok} (the test is skipped without it). */
    static String sok() {
        return Fixtures.path("sok/Original_and_Extra.sok");
    }
    static Pattern carried() {
        return Pattern.compile("carried from " + Pattern.quote(sok()) + "#\\d+ \\((.+)\\)");
    }

    @TempDir
    Path dir;

    /** XSokoban_90.xsb and the 90 XSokoban screens, imported once: each test starts from a copy. */
    @TempDir
    static Path base;

    @BeforeAll
    static void importTheXsokobanLevels() {
        try (Catalog catalog = Fixtures.freshCatalog(base)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            new Importer(catalog).importPaths(List.of(xsokoban90(), SCREENS), r);
            assertEquals(List.of(), r.problems);
        }
    }

    /** A catalog holding the XSokoban levels. */
    private Catalog xsokobanCatalog() throws IOException {
        Files.copy(base.resolve("catalog.mv.db"), dir.resolve("catalog.mv.db"));
        return Fixtures.freshCatalog(dir);
    }

    /** A board made from a solved level of the sok() file. */
    record Copy(int index, String what, Board original, Board board) {
    }

    @Test
    void levelsImportedAfterTheSolutionsReceiveThem() throws IOException {
        List<Copy> copies = copies();
        Path file = write(copies);
        try (Catalog catalog = xsokobanCatalog()) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            new Importer(catalog).importPaths(List.of(sok()), r);
            ImportSummary t = new Importer(catalog).importPaths(List.of(file.toString()), r);
            assertEquals(List.of(), r.problems);
            assertEquals(copies.size(), t.counts().levels());
            int carried = assertCarried(catalog, copies);
            assertEquals(carried, t.counts().solutions().carried(), "every solution the copies hold was carried");
            assertEquals(0, t.counts().solutions().stored(), "the copies bring no solution of their own");
        }
    }

    @Test
    void solutionsImportedAfterTheLevelsReachThem() throws IOException {
        List<Copy> copies = copies();
        Path file = write(copies);
        try (Catalog catalog = xsokobanCatalog()) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            new Importer(catalog).importPaths(List.of(file.toString()), r);
            ImportSummary t = new Importer(catalog).importPaths(List.of(sok()), r);
            assertEquals(List.of(), r.problems);
            int carried = assertCarried(catalog, copies);
            assertTrue(t.counts().solutions().carried() >= carried, t.counts().toString());
        }
    }

    @Test
    void importingTheSameDuplicatesAgainCarriesNothingTwice() throws IOException {
        List<Copy> copies = copies().subList(0, 12);
        Path file = write(copies);
        Path again = dir.resolve("again.xsb");
        Files.writeString(again, Files.readString(file) + "; the same copies again\n");
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            new Importer(catalog).importPaths(List.of(sok(), file.toString()), r);
            long before = catalog.dao(SolutionDao.class).count();
            ImportSummary t = new Importer(catalog).importPaths(List.of(again.toString()), r);
            assertEquals(0, t.counts().solutions().carried());
            assertEquals(before, catalog.dao(SolutionDao.class).count());
        }
    }

    @Test
    void aReplacedSourceTakesTheSolutionsCarriedToItsLevelsAlong() throws IOException {
        List<Copy> copies = copies().subList(0, 12);
        Path file = write(copies);
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            Fixtures.Recorder r = new Fixtures.Recorder();
            new Importer(catalog).importPaths(List.of(sok()), r);
            long levels = new Inventory(catalog).compute().levels();
            long solutions = catalog.dao(SolutionDao.class).count();
            new Importer(catalog).importPaths(List.of(file.toString()), r);
            assertTrue(catalog.dao(SolutionDao.class).count() > solutions);

            Files.writeString(file, "; nothing of the copies is left\n" + copies.get(0).original().toXsb());
            new Importer(catalog).importPaths(List.of(file.toString()), r);
            assertEquals(levels, new Inventory(catalog).compute().levels(), "the copies' levels are gone");
            assertEquals(solutions, catalog.dao(SolutionDao.class).count(), "with what was carried to them");
        }
    }

    /**
     * Every copy holds solutions, each valid on the copy's own board, and (unless the copy
     * is the original level itself, as a symmetric level turned can be) carried ones among
     * them, saying from where and how the boards relate.
     *
     * @return the number of carried solutions the copies hold
     */
    private static int assertCarried(Catalog catalog, List<Copy> copies) {
        LevelIdentity identity = new LevelIdentity();
        int carried = 0;
        for (Copy c : copies) {
            String where = "level " + c.index() + ", " + c.what();
            String exactId = identity.of(c.board()).exactId();
            long levelId = catalog.dao(LevelDao.class).withExactId(exactId).orElseThrow().id();
            List<StoredSolution> solutions = catalog.dao(SolutionDao.class).ofLevel(levelId);
            assertFalse(solutions.isEmpty(), where);
            for (StoredSolution s : solutions) {
                assertInstanceOf(ReplayResult.Valid.class, Replay.check(c.board(), s.lurd()), where + ": " + s);
            }
            if (exactId.equals(identity.of(c.original()).exactId())) {
                continue;
            }
            List<StoredSolution> fromSok = solutions.stream().filter(StoredSolution::isCarried)
                    .filter(s -> carried().matcher(s.source()).matches()).toList();
            assertFalse(fromSok.isEmpty(), where + ": " + solutions);
            for (StoredSolution s : fromSok) {
                var m = carried().matcher(s.source());
                assertTrue(m.matches());
                String relation = m.group(1);
                if (c.what().contains("man moved")) {
                    assertTrue(relation.endsWith("man elsewhere"), where + ": " + relation);
                } else {
                    assertFalse(relation.contains("man elsewhere"), where + ": " + relation);
                }
            }
            carried += (int) solutions.stream().filter(StoredSolution::isCarried).count();
        }
        return carried;
    }

    /**
     * Two copies of each level of the sok() file that has a valid solution: one turned or
     * mirrored (the seven transforms in turn), one with the man moved to the last square of
     * his area in reading order, every third of them turned as well.
     */
    private static List<Copy> copies() {
        List<Copy> copies = new ArrayList<>();
        Symmetry[] symmetries = Symmetry.values();
        for (IdentifiedLevel l : Fixtures.read(List.of(sok())).values()) {
            IdentifiedLevel.Valid v = (IdentifiedLevel.Valid) l;
            int index = v.record().index();
            boolean solved = v.record().solutions().stream().map(SolutionBlock::moves)
                    .anyMatch(moves -> Replay.check(v.board(), moves) instanceof ReplayResult.Valid);
            if (!solved) {
                continue;
            }
            Symmetry s = symmetries[1 + index % (symmetries.length - 1)];
            copies.add(new Copy(index, s.describe(), v.board(), v.board().transform(s)));
            Board board = v.board();
            boolean[] area = Floods.reachable(board, board.man(), true);
            int man = board.man();
            for (int square = 0; square < area.length; square++) {
                if (area[square]) {
                    man = square;
                }
            }
            if (man != board.man()) {
                Board moved = board.withManAndBoxes(man, board.boxes());
                String what = "man moved";
                if (index % 3 == 0) {
                    Symmetry t = symmetries[1 + (index / 3) % (symmetries.length - 1)];
                    moved = moved.transform(t);
                    what = t.describe() + ", man moved";
                }
                copies.add(new Copy(index, what, board, moved));
            }
        }
        return copies;
    }

    private Path write(List<Copy> copies) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (Copy c : copies) {
            sb.append("; copy of level ").append(c.index()).append(": ").append(c.what()).append('\n')
                    .append(c.board().toXsb()).append('\n');
        }
        Path file = dir.resolve("copies.xsb");
        Files.writeString(file, sb, StandardCharsets.UTF_8);
        return file;
    }
}
