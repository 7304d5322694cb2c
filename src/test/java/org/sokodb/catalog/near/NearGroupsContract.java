package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.SharedData;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.Main;

/**
 * The near-duplicate groups a long-running reader keeps ({@link NearGroupCache}), on two real
 * sets and five levels counted by hand, imported by the command line: the groups are those
 * {@code dups --similar}, {@code --walls} and {@code --normalized} print for the same catalog,
 * computed once and kept until an import changes the catalog. {@link NearGroupsH2Test} and
 * {@link NearGroupsPostgresTest} run it on each engine.
 */
@SharedData
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class NearGroupsContract {
    static final String MICROBAN2 = TestData.path("sets/soukoban/Microban II_135.xsb").toString();
    static final String SASQUATCH6 = TestData.path("sets/soukoban/Sasquatch_VI_50.xsb").toString();


    /** The room of {@link HandNearLevels#BY_HAND} with its box two squares lower (2 of 48 squares differ: 95.8 %), imported later. */
    static final String LATER = """
            Title: room with the box two lower
            ########
            #@     #
            #    . #
            #      #
            # $    #
            ########
            """;

    String db;
    Path dir;
    String byHand;
    /** Catalogs opened for the cache's questions, and those opened for the groupings. */
    final AtomicInteger quick = new AtomicInteger();
    final AtomicInteger slow = new AtomicInteger();

    abstract DatabaseEngine engine();

    @BeforeAll
    void importSets(@TempDir Path dir) {
        this.dir = dir;
        db = switch (engine()) {
            case H2 -> dir.resolve("catalog").toString();
            case POSTGRESQL -> TestPostgres.freshSchema();
        };
        byHand = write("by-hand.xsb", HandNearLevels.BY_HAND);
        Ran imported = cli("--db", db, "import", MICROBAN2, SASQUATCH6, byHand);
        assertEquals(0, imported.code(), imported.err());
    }

    String write(String name, String text) {
        try {
            return Files.writeString(dir.resolve(name), text).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lends a catalog opened to read alone to each question, counting them, as the web server lends its own. */
    final NearGroupCache.Lender lender = new NearGroupCache.Lender() {
        @Override
        public <T> T quick(Function<NearDuplicates, T> question) {
            quick.incrementAndGet();
            return lend(question);
        }

        @Override
        public <T> T slow(Function<NearDuplicates, T> question) {
            slow.incrementAndGet();
            return lend(question);
        }

        @Override
        public <T> T waiting(Supplier<T> wait) {
            return wait.get();
        }

        private <T> T lend(Function<NearDuplicates, T> question) {
            try (OpenCatalog c = OpenCatalog.openForReading(DatabaseLocation.of(db))) {
                return question.apply(c.nearDuplicates());
            }
        }
    };

    record Ran(int code, String out, String err) {
    }

    static Ran cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Ran(code, out.toString(), err.toString());
    }

    /** What {@code dups OPTIONS} prints, rows without the header. */
    List<String> dups(String... options) {
        List<String> args = new ArrayList<>(List.of("--db", db, "dups"));
        args.addAll(List.of(options));
        Ran r = cli(args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("group\tunique_id\texact_id\tsource\tindex\ttitle\trelation\tsimilarity", lines.get(0));
        return lines.subList(1, lines.size());
    }

    /** The groups the cache answers {@code ask} with, a row a board as {@code dups} prints it. */
    List<String> grouped(NearGroupCache cache, NearAsk ask) {
        NearGroupsAnswer.Grouped g = assertInstanceOf(NearGroupsAnswer.Grouped.class, cache.groups(ask, "tester", lender));
        List<String> rows = new ArrayList<>();
        for (NearGroup group : g.groups()) {
            for (Near m : group.members()) {
                rows.add(String.join("\t", Integer.toString(group.number()), m.uniqueId(), m.exactId(), m.source(),
                        Integer.toString(m.index()), m.title(), m.relation(),
                        String.format(Locale.ROOT, "%.1f", m.similarity())));
            }
        }
        return rows;
    }

    static NearAsk similar(double threshold, DuplicateFilter filter) {
        return new NearAsk(NearMode.SIMILAR, threshold, filter);
    }

    /** The same rows on both sides, and some: two empty lists would agree while testing nothing. */
    static void assertSameRows(List<String> dups, List<String> grouped) {
        assertTrue(!dups.isEmpty(), "dups lists no group: the comparison would test nothing");
        assertEquals(dups, grouped);
    }

    @Test
    void theGroupsAreThoseOfDupsSimilar() {
        NearGroupCache cache = new NearGroupCache(NearGroupCache.Config.DEFAULT);
        assertSameRows(dups("--similar", "90"), grouped(cache, similar(90, DuplicateFilter.ALL)));
        assertSameRows(dups("--similar", "95", "--across"), grouped(cache, similar(95, new DuplicateFilter(true,
                Optional.empty()))));
        assertSameRows(dups("--similar", "90", "--source", SASQUATCH6), grouped(cache, similar(90,
                new DuplicateFilter(false, Optional.of(SASQUATCH6)))));
    }

    @Test
    void theGroupsAreThoseOfDupsWallsAndNormalized() {
        NearGroupCache cache = new NearGroupCache(NearGroupCache.Config.DEFAULT);
        assertSameRows(dups("--walls"), grouped(cache, new NearAsk(NearMode.WALLS, 0, DuplicateFilter.ALL)));
        assertSameRows(dups("--normalized"), grouped(cache, new NearAsk(NearMode.NORMALIZED, 0, DuplicateFilter.ALL)));
    }

    /** The rooms counted by hand make one group at 90 %, with the similarities counted; none at 98 %. */
    @Test
    void theGroupCountedByHandIsGrouped() {
        NearGroupCache cache = new NearGroupCache(NearGroupCache.Config.DEFAULT);
        List<String[]> rooms = grouped(cache, similar(90, DuplicateFilter.ALL)).stream().map(r -> r.split("\t"))
                .filter(c -> c[3].equals(byHand) && c[5].startsWith("room")).toList();
        assertEquals(1, rooms.stream().map(c -> c[0]).distinct().count(), "one group");
        assertEquals(List.of("1\troom\t100.0", "2\troom with a wall square more\t97.9", "3\troom with the box lower\t95.8"),
                rooms.stream().map(c -> c[4] + "\t" + c[5] + "\t" + c[7]).toList());
        assertTrue(grouped(cache, similar(98, DuplicateFilter.ALL)).stream()
                .noneMatch(r -> r.split("\t")[3].equals(byHand)), "97.9 % is under 98 %");
    }

    @Test
    void aCatalogAboveTheBoundIsTooLarge() {
        NearGroupCache small = new NearGroupCache(NearGroupCache.Config.DEFAULT.maxLevels(100));
        long levels = lender.quick(NearDuplicates::size).levels();
        assertTrue(levels > 100, "the two sets hold more than 100 levels: " + levels);
        int before = slow.get();
        assertEquals(new NearGroupsAnswer.TooLarge(levels), small.groups(NearAsk.MARK, "tester", lender));
        assertEquals(before, slow.get(), "nothing is grouped");
    }

    /**
     * Groups asked for again are answered from the cache, grouping nothing, until an import
     * changes the catalog: then they are grouped again, the new level in the rooms' group.
     */
    @Test
    void theGroupsAreKeptUntilTheCatalogChanges() {
        NearGroupCache cache = new NearGroupCache(NearGroupCache.Config.DEFAULT);
        NearAsk ask = similar(90, new DuplicateFilter(false, Optional.of(dir.toString())));
        List<String> first = grouped(cache, ask);
        int grouped = slow.get();
        assertEquals(first, grouped(cache, ask));
        assertEquals(grouped, slow.get(), "the second answer is the kept one");
        String later = write("later.xsb", LATER);
        Ran imported = cli("--db", db, "import", later);
        assertEquals(0, imported.code(), imported.err());
        List<String> again = grouped(cache, ask);
        assertEquals(grouped + 1, slow.get(), "the catalog changed: grouped again");
        assertTrue(first.stream().noneMatch(r -> r.contains(later)), first.toString());
        assertTrue(again.stream().anyMatch(r -> r.split("\t")[3].equals(later)), again.toString());
        assertEquals(dups("--similar", "90", "--source", dir.toString()), again);
    }
}
