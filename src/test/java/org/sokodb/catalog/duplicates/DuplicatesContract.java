package org.sokodb.catalog.duplicates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.identity.LevelIds;

/**
 * The duplicates the shared text data is known to hold, found through the catalog and
 * checked against ids computed straight from the files; written once for both engines
 * ({@code DuplicatesH2Test}, {@code DuplicatesPostgresTest}), each importing the data once.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class DuplicatesContract {
    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    static final String XSOKOBAN = Fixtures.shipped("xsokoban");
    /** The shared test data's {@code sets} (the test is skipped without it). */
    static String sets() {
        return Fixtures.path("sets");
    }
    /** The shared test data's {@code sok} (the test is skipped without it). */
    static String sok() {
        return Fixtures.path("sok");
    }
    /** The shared test data's {@code sets/soukoban/XSokoban_90.xsb} (the test is skipped without it). */
    static String soukobanXsokoban() {
        return Fixtures.path("sets/soukoban/XSokoban_90.xsb");
    }

    static List<String> paths() {
        return List.of(XSOKOBAN, sets(), sok());
    }

    @TempDir
    static Path dir;
    static Map<String, IdentifiedLevel> fromFiles;

    /** The shared data imported once per engine (once per subclass), and its full list of groups. */
    Catalog catalog;
    List<DuplicateMember> all;

    @BeforeAll
    static void readFiles() {
        fromFiles = Fixtures.read(paths());
    }

    @BeforeAll
    void importOnce() {
        catalog = Fixtures.freshCatalog(engine(), dir);
        new Importer(catalog).importPaths(paths(), new Fixtures.Recorder());
        all = Fixtures.dups(catalog, DuplicateFilter.ALL);
    }

    @AfterAll
    void close() {
        if (catalog != null) {
            catalog.close();
        }
    }

    private static LevelIds ids(String source, int index) {
        IdentifiedLevel l = fromFiles.get(source + "#" + index);
        assertTrue(l instanceof IdentifiedLevel.Valid, source + "#" + index + " should be a valid level: " + l);
        return ((IdentifiedLevel.Valid) l).ids();
    }

    private static Map<Integer, List<DuplicateMember>> groups(List<DuplicateMember> rows) {
        Map<Integer, List<DuplicateMember>> g = new LinkedHashMap<>();
        for (DuplicateMember m : rows) {
            g.computeIfAbsent(m.group(), k -> new ArrayList<>()).add(m);
        }
        return g;
    }

    private Optional<DuplicateMember> row(String source, int index) {
        return all.stream().filter(m -> m.source().equals(source) && m.index() == index).findFirst();
    }

    @Test
    void xsokobanScreensPairWithTheSoukobanCopyLevelByLevel() {
        for (int i = 1; i <= 90; i++) {
            String screen = XSOKOBAN + "/screen." + i;
            assertEquals(ids(screen, 1).exactId(), ids(soukobanXsokoban(), i).exactId(), "files disagree at " + i);
            DuplicateMember a = row(screen, 1).orElseThrow(() -> new AssertionError(screen + " not in any group"));
            DuplicateMember b = row(soukobanXsokoban(), i).orElseThrow();
            assertEquals(a.group(), b.group(), "screen." + i);
            assertEquals(ids(screen, 1).exactId(), a.exactId());
            assertEquals(ids(screen, 1).uniqueId(), a.uniqueId());
        }
    }

    @Test
    void sasquatch36And50OfOmerkelEqualSoukobansThoughShiftedOneColumn() {
        String omerkel = Fixtures.path("sets/omerkel/Sasquatch.txt");
        String soukoban = Fixtures.path("sets/soukoban/Sasquatch_50.xsb");
        for (int n : new int[] {36, 50}) {
            IdentifiedLevel.Valid a = (IdentifiedLevel.Valid) fromFiles.get(omerkel + "#" + n);
            IdentifiedLevel.Valid b = (IdentifiedLevel.Valid) fromFiles.get(soukoban + "#" + n);
            assertNotEquals(a.record().rows(), b.record().rows(), "drawn differently");
            assertEquals(a.ids().exactId(), b.ids().exactId());
            DuplicateMember ra = row(omerkel, n).orElseThrow();
            DuplicateMember rb = row(soukoban, n).orElseThrow();
            assertEquals(ra.group(), rb.group());
            assertEquals(ra.exactId(), rb.exactId());
        }
    }

    @Test
    void aGroupRelatedOnlyByRotationOrMirrorIsFoundAndTheTransformIsReal() {
        List<DuplicateMember> turned = all.stream()
                .filter(m -> (m.relation().startsWith("rotated") || m.relation().startsWith("mirrored"))
                        && !m.relation().contains("man elsewhere"))
                .toList();
        assertFalse(turned.isEmpty(), "no rotated or mirrored duplicate found");
        Map<Integer, List<DuplicateMember>> g = groups(all);
        for (DuplicateMember m : turned) {
            DuplicateMember first = g.get(m.group()).get(0);
            Symmetry s = symmetryNamed(m.relation());
            Board firstBoard = board(first);
            LevelIds turnedIds = new LevelIdentity().of(firstBoard.transform(s));
            assertEquals(ids(m.source(), m.index()).exactId(), turnedIds.exactId(),
                    m.source() + "#" + m.index() + " is not " + first.source() + "#" + first.index() + " " + m.relation());
            assertNotEquals(first.exactId(), m.exactId());
        }
    }

    @Test
    void aGroupWhoseMembersDifferOnlyInTheMansStart() {
        List<DuplicateMember> moved = all.stream().filter(m -> m.relation().equals("man elsewhere")).toList();
        assertFalse(moved.isEmpty(), "no duplicate that differs only by the man's start");
        Map<Integer, List<DuplicateMember>> g = groups(all);
        for (DuplicateMember m : moved) {
            DuplicateMember first = g.get(m.group()).get(0);
            LevelIds a = ids(first.source(), first.index());
            LevelIds b = ids(m.source(), m.index());
            assertEquals(a.uniqueId(), b.uniqueId());
            assertNotEquals(a.exactId(), b.exactId());
            String x = a.normalized();
            String y = b.normalized();
            assertEquals(x.length(), y.length());
            int differences = 0;
            for (int i = 0; i < x.length(); i++) {
                if (x.charAt(i) != y.charAt(i)) {
                    differences++;
                    assertTrue("@+ .".indexOf(x.charAt(i)) >= 0 && "@+ .".indexOf(y.charAt(i)) >= 0,
                            "only the man may differ: " + x.charAt(i) + " vs " + y.charAt(i));
                }
            }
            assertEquals(2, differences, "the man left one square and stands on another");
        }
    }

    @Test
    void groupsAreWholeLargestFirstAndNumberedInOrder() {
        Map<Integer, List<DuplicateMember>> g = groups(all);
        assertTrue(g.size() > 100, "the shared data holds many duplicates, found " + g.size());
        int expected = 1;
        int previousSize = Integer.MAX_VALUE;
        Set<String> uniqueIds = new HashSet<>();
        for (Map.Entry<Integer, List<DuplicateMember>> e : g.entrySet()) {
            assertEquals(expected++, e.getKey());
            List<DuplicateMember> members = e.getValue();
            assertTrue(members.size() >= 2);
            assertTrue(members.size() <= previousSize, "groups must be ordered by size");
            previousSize = members.size();
            assertEquals(1, members.stream().map(DuplicateMember::uniqueId).distinct().count());
            assertTrue(uniqueIds.add(members.get(0).uniqueId()), "a Unique-Id in two groups");
            assertEquals("same board", members.get(0).relation());
        }
        // every Unique-Id that more than one valid board has, according to the files themselves
        Map<String, Integer> counts = new HashMap<>();
        fromFiles.values().stream().filter(l -> l instanceof IdentifiedLevel.Valid)
                .forEach(l -> counts.merge(((IdentifiedLevel.Valid) l).ids().uniqueId(), 1, Integer::sum));
        Set<String> expectedIds = counts.entrySet().stream().filter(e -> e.getValue() > 1).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
        assertEquals(expectedIds, uniqueIds);
        assertEquals(counts.entrySet().stream().filter(e -> e.getValue() > 1).mapToInt(Map.Entry::getValue).sum(),
                all.size());
    }

    @Test
    void acrossKeepsExactlyTheGroupsSpanningTwoSources() {
        Map<Integer, List<DuplicateMember>> g = groups(all);
        Set<String> spanning = g.values().stream()
                .filter(m -> m.stream().map(DuplicateMember::source).distinct().count() >= 2)
                .map(m -> m.get(0).uniqueId()).collect(Collectors.toSet());
        List<DuplicateMember> across = Fixtures.dups(catalog, new DuplicateFilter(true, Optional.empty()));
        assertFalse(spanning.isEmpty());
        assertEquals(spanning, across.stream().map(DuplicateMember::uniqueId).collect(Collectors.toSet()));
    }

    @Test
    void sourceKeepsTheGroupsTouchingAFileOrADirectory() {
        String omerkel = Fixtures.path("sets/omerkel");
        List<DuplicateMember> touching = Fixtures.dups(catalog, new DuplicateFilter(false, Optional.of(omerkel)));
        Set<String> expected = groups(all).values().stream()
                .filter(m -> m.stream().anyMatch(r -> r.source().startsWith(omerkel + "/")))
                .map(m -> m.get(0).uniqueId()).collect(Collectors.toSet());
        assertFalse(expected.isEmpty());
        assertEquals(expected, touching.stream().map(DuplicateMember::uniqueId).collect(Collectors.toSet()));

        String one = Fixtures.path("sets/omerkel/Sasquatch.txt");
        List<DuplicateMember> ofOne = Fixtures.dups(catalog, new DuplicateFilter(false, Optional.of(one)));
        assertFalse(ofOne.isEmpty());
        for (List<DuplicateMember> m : groups(ofOne).values()) {
            assertTrue(m.stream().anyMatch(r -> r.source().equals(one)));
        }
        assertTrue(Fixtures.dups(catalog, new DuplicateFilter(false, Optional.of(omerkel + "/Sasq"))).isEmpty(),
                "a name prefix is not a directory");
        Duplicates d = new Duplicates(catalog);
        assertTrue(d.knowsSource(omerkel) && d.knowsSource(omerkel + "/") && d.knowsSource(one));
        assertFalse(d.knowsSource(omerkel + "/Sasq"));
    }

    @Test
    void countMatchesTheListing() {
        DuplicateDao.GroupCount count = new Duplicates(catalog).count();
        assertEquals(groups(all).size(), count.groups());
        assertEquals(all.size(), count.boards());
    }

    private static Symmetry symmetryNamed(String relation) {
        for (Symmetry s : Symmetry.values()) {
            if (s.describe().equals(relation)) {
                return s;
            }
        }
        throw new AssertionError("no symmetry is described as " + relation);
    }

    private static Board board(DuplicateMember m) {
        try {
            return Board.parse(((IdentifiedLevel.Valid) fromFiles.get(m.source() + "#" + m.index())).record().rows());
        } catch (org.sokodb.board.BoardException e) {
            throw new AssertionError(e);
        }
    }
}
