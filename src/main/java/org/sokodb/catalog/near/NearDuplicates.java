package org.sokodb.catalog.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.duplicates.DuplicateDao;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.identity.DuplicateRelation;
import org.sokodb.near.Grid;
import org.sokodb.near.Match;
import org.sokodb.near.PackedPairs;
import org.sokodb.near.PackedWindows;
import org.sokodb.near.Similarity;
import org.sokodb.near.Sketch;

/**
 * The near-duplicate groups (docs/similar.md): the groups of levels that share a
 * Normalized-Id or a Walls-Id or are at least P % alike — the groups plain {@code dups}
 * cannot show, so every group here holds two Unique-Ids or more. The levels like one level
 * are {@link SimilarLevels}.
 */
public final class NearDuplicates {
    private static final int SLICE = 500;
    /** Levels read at once by {@code dups --similar}. */
    private static final int READ_BATCH = 20_000;
    private static final int LOOKUP = 128; // Unique-Ids whose rows one query asks for (members)
    /** H2's page cache during {@code dups --similar} (a quarter of the heap otherwise). */
    private static final long SIMILAR_CACHE_KIB = 32 * 1024;
    /** Memory {@code dups --similar} needs besides what grows with the catalog: the JVM's own, H2's cache, the groups. */
    private static final long BASE_MEMORY = 160L << 20;
    /** The most slices a band's entries are spilled in when they do not fit at once: each a file, read back whole. */
    private static final int MOST_SLICES = PackedPairs.MOST_SLICES;

    private final Catalog catalog;

    public NearDuplicates(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * {@code dups --normalized}, {@code --walls}, {@code --similar P}: every board of every
     * group of near duplicates {@code filter} keeps, largest group first. The near-duplicate
     * ids are computed first for the levels that have none yet ({@code progress} is told).
     */
    public void groups(NearMode mode, double threshold, DuplicateFilter filter, IndexProgress progress,
            Consumer<Near> out) {
        if (!mode.measured()) {
            new NearIndex(catalog).fillNearIds(progress);
        }
        groups(mode, threshold, filter, out);
    }

    /**
     * The groups of {@code dups} over the catalog as it stands, group after group, largest
     * first: the same groups, numbered the same, but no near-duplicate id is filled in first
     * (the web server reads a catalog it does not write to), so a level imported before those
     * ids existed is left out until a command fills them ({@link #levelsWithoutNearIds}).
     */
    public void groups(NearMode mode, double threshold, DuplicateFilter filter, Consumer<Near> out) {
        groups(mode, threshold, filter, out, Runtime.getRuntime().maxMemory());
    }

    /**
     * The groups of {@link #groups(NearMode, double, DuplicateFilter, Consumer)}, each with its
     * boards: what the web server shows.
     */
    public List<NearGroup> groupList(NearMode mode, double threshold, DuplicateFilter filter) {
        List<NearGroup> groups = new ArrayList<>();
        List<Near> members = new ArrayList<>();
        groups(mode, threshold, filter, n -> {
            if (!members.isEmpty() && members.get(0).group() != n.group()) {
                groups.add(new NearGroup(members.get(0).group(), members));
                members.clear();
            }
            members.add(n);
        });
        if (!members.isEmpty()) {
            groups.add(new NearGroup(members.get(0).group(), members));
        }
        return groups;
    }

    /** Levels whose Normalized-Id and Walls-Id are not computed yet (imported before they existed). */
    public long levelsWithoutNearIds() {
        return catalog.work("counting levels without near-duplicate ids",
                () -> catalog.dao(NearDuplicateDao.class).countWithoutNearIds());
    }

    /**
     * The catalog's size: its levels, its sources and their boards. An import that adds to the
     * catalog changes it, so groups computed at one size stand until it changes
     * ({@link NearGroupCache}).
     */
    public record Size(long levels, long sources, long boards) {
    }

    /** The catalog's {@link Size} now. */
    public Size size() {
        return catalog.work("counting the catalog", () -> {
            NearDuplicateDao.SourceCount sources = catalog.dao(NearDuplicateDao.class).countSources();
            return new Size(catalog.dao(LevelDao.class).count(), sources.sources(), sources.boards());
        });
    }

    /** The same in a heap of {@code heap} bytes (less than the catalog needs: spilled; 0 in the tests: the least space). */
    void groups(NearMode mode, double threshold, DuplicateFilter filter, Consumer<Near> out, long heap) {
        catalog.read("listing near-duplicates", () -> {
            NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
            boolean spilled = false;
            List<List<String>> groups;
            if (mode.measured()) {
                // the levels are read once, in row order: the heap is for the search
                catalog.limitCache(SIMILAR_CACHE_KIB);
                long levels = catalog.dao(LevelDao.class).count();
                groups = similarGroups(dao, levels, threshold, heap);
                spilled = spills(levels, heap);
                // the search's arrays are let go: the groups' rows, read at random over the
                // tables a slice at a time, keep their pages in the cache the file opens with
                catalog.restoreCache();
            } else {
                groups = keyed(dao.shared(mode.idColumn()));
            }
            DuplicateDao members = catalog.dao(DuplicateDao.class);
            if (spilled) {
                emitLean(groups, members, filter, out);
                return null;
            }
            List<List<DuplicateDao.Member>> found = new ArrayList<>();
            for (int from = 0; from < groups.size(); from += SLICE) {
                List<List<String>> slice = groups.subList(from, Math.min(groups.size(), from + SLICE));
                Map<String, List<DuplicateDao.Member>> byUnique = members(members, slice);
                for (List<String> g : slice) {
                    List<DuplicateDao.Member> ms = rows(g, byUnique);
                    if (keep(ms, filter)) {
                        found.add(ms);
                    }
                }
            }
            found.sort(Comparator.comparingInt((List<DuplicateDao.Member> g) -> g.size()).reversed());
            for (int from = 0; from < found.size(); from += SLICE) {
                emit(from + 1, found.subList(from, Math.min(found.size(), from + SLICE)), out);
            }
            return null;
        });
    }

    /**
     * The same output without holding every group's rows (where the search had to spill, the
     * heap has no space for them): a first pass over the groups keeps only how many rows each
     * kept group has, and the rows are read again, a slice of groups at a time, in the order
     * of the output (largest first, in order of discovery among equals, as the sort above).
     */
    private static void emitLean(List<List<String>> groups, DuplicateDao members, DuplicateFilter filter,
            Consumer<Near> out) {
        int[] sizes = new int[groups.size()];
        for (int from = 0; from < groups.size(); from += SLICE) {
            List<List<String>> slice = groups.subList(from, Math.min(groups.size(), from + SLICE));
            Map<String, List<DuplicateDao.Member>> byUnique = members(members, slice);
            for (int k = 0; k < slice.size(); k++) {
                List<DuplicateDao.Member> ms = rows(slice.get(k), byUnique);
                sizes[from + k] = keep(ms, filter) ? ms.size() : 0;
            }
        }
        int[] order = IntStream.range(0, groups.size()).filter(g -> sizes[g] > 0).boxed()
                .sorted(Comparator.comparingInt((Integer g) -> sizes[g]).reversed())
                .mapToInt(Integer::intValue).toArray();
        int number = 0;
        for (int from = 0; from < order.length; from += SLICE) {
            List<List<String>> slice = new ArrayList<>();
            for (int k = from; k < Math.min(order.length, from + SLICE); k++) {
                slice.add(groups.get(order[k]));
            }
            Map<String, List<DuplicateDao.Member>> byUnique = members(members, slice);
            emit(number + 1, slice.stream().map(g -> rows(g, byUnique)).toList(), out);
            number += slice.size();
        }
    }

    /**
     * The rows of the levels of {@code groups}, by Unique-Id, each Unique-Id's in row order,
     * {@link #LOOKUP} Unique-Ids a query ({@code DuplicateDao.members} joins them as a table, each
     * looked up once in the Unique-Id's index; the slices keep each query's array small).
     */
    private static Map<String, List<DuplicateDao.Member>> members(DuplicateDao members, List<List<String>> groups) {
        Map<String, List<DuplicateDao.Member>> byUnique = new HashMap<>();
        String[] ids = groups.stream().flatMap(List::stream).distinct().toArray(String[]::new);
        for (int from = 0; from < ids.length; from += LOOKUP) {
            String[] some = Arrays.copyOfRange(ids, from, Math.min(ids.length, from + LOOKUP));
            members.members(some).forEach(m -> byUnique.computeIfAbsent(m.uniqueId(), k -> new ArrayList<>()).add(m));
        }
        return byUnique;
    }

    /** A group's rows: its levels' in the group's order. */
    private static List<DuplicateDao.Member> rows(List<String> group, Map<String, List<DuplicateDao.Member>> byUnique) {
        List<DuplicateDao.Member> ms = new ArrayList<>();
        group.forEach(u -> ms.addAll(byUnique.getOrDefault(u, List.of())));
        return ms;
    }

    /** Unique-Ids grouped by the shared id they came with, groups in order of first appearance. */
    private static List<List<String>> keyed(List<NearDuplicateDao.Keyed> rows) {
        Map<String, List<String>> byKey = new LinkedHashMap<>();
        for (NearDuplicateDao.Keyed k : rows) {
            byKey.computeIfAbsent(k.shared(), x -> new ArrayList<>()).add(k.uniqueId());
        }
        return new ArrayList<>(byKey.values());
    }

    /**
     * Levels at least {@code threshold} percent alike, one representative per Unique-Id: the
     * candidate pairs of the band keys, checked exactly. Groups form around leaders, in import
     * order: the first level not yet in a group leads a new one, which takes every level not
     * yet grouped that is alike enough to the leader. So every member is at least
     * {@code threshold} percent like its group's first level (chains of pairs, each alike but
     * the ends not, would otherwise make one group of a whole generated set like Boxoban).
     */
    static List<List<String>> similarGroups(NearDuplicateDao dao, double threshold, long heap) {
        return similarGroups(dao, dao.countAfter(0), threshold, heap);
    }

    private static List<List<String>> similarGroups(NearDuplicateDao dao, long levelCount, double threshold,
            long heap) {
        // the levels are read a batch at a time and only their packed windows kept (the grids
        // of the few too large to pack), with each representative's Unique-Id as its number
        PackedWindows packed = new PackedWindows((int) levelCount);
        long[] reps = new long[16];
        int count = 0;
        Set<Long> seen = new HashSet<>();
        long after = 0;
        for (List<NearDuplicateDao.LevelBoard> batch = dao.after(after, READ_BATCH); !batch.isEmpty();
                batch = dao.after(after, READ_BATCH)) {
            List<NearDuplicateDao.LevelBoard> fresh = new ArrayList<>();
            for (NearDuplicateDao.LevelBoard l : batch) {
                long u = uniqueNumber(l.uniqueId());
                if (seen.add(u)) {
                    fresh.add(l);
                    if (count == reps.length) {
                        reps = Arrays.copyOf(reps, 2 * count);
                    }
                    reps[count++] = u;
                }
            }
            packed.addAll(fresh.parallelStream().map(l -> Grid.of(NearIndex.board(l.board()))).toList());
            after = batch.get(batch.size() - 1).id();
        }
        seen = null;
        int levels = count;
        long[] ids = reps;
        IntFunction<String> uniqueId = x -> uniqueIdOf(ids[x]);
        // the pairs come sorted: the pairs of each level with later ones together, so each
        // level, when its first pair comes, leads a group if no earlier leader took it
        int[] leader = new int[levels];
        Arrays.fill(leader, -1);
        Map<Integer, List<String>> groups = new LinkedHashMap<>();
        int[] current = {-1};
        boolean[] leads = {false};
        boolean spill = spills(levelCount, heap);
        PackedPairs.alike(packed, Sketch.PAIRS, threshold, entriesAtOnce(levelCount, heap), spill, pair -> {
            int i = (int) (pair >>> 32);
            int j = (int) pair;
            if (i != current[0]) {
                current[0] = i;
                leads[0] = leader[i] < 0;
                if (leads[0]) {
                    leader[i] = i;
                }
            }
            if (leads[0] && leader[j] < 0) {
                leader[j] = i;
                groups.computeIfAbsent(i, x -> new ArrayList<>(List.of(uniqueId.apply(x)))).add(uniqueId.apply(j));
            }
        });
        return new ArrayList<>(groups.values());
    }

    /**
     * Memory {@code dups --similar} needs over this catalog at least, in bytes: per level its
     * packed windows, its Unique-Id and its leader, a band's entries and their pairs
     * ({@link PackedPairs#bytesPerEntry}) in at most
     * {@link #MOST_SLICES} slices, and space for the rest of the program. With less the
     * command does not start. With more than that but less than all of it in memory, the
     * pairs and the slices of a band's entries wait on disk ({@link #spills}).
     */
    public long similarMemoryNeeded() {
        long levels = catalog.read("counting levels", () -> catalog.dao(LevelDao.class).count());
        return held(levels, true) + PackedPairs.bytesPerEntry(true) * ceilDiv(PackedPairs.entriesPerBand(levels), MOST_SLICES);
    }

    /** What {@code dups --similar} holds besides a band's entries, with the pairs on disk or not. */
    private static long held(long levels, boolean pairsOnDisk) {
        return levels * (PackedWindows.BYTES_PER_LEVEL + 8 + 4) + PackedPairs.memoryBeyondEntries(levels, pairsOnDisk)
                + BASE_MEMORY;
    }

    /** Whether a heap of {@code heap} bytes is too small to hold it all, so that the search keeps what it can on disk. */
    static boolean spills(long levels, long heap) {
        return heap < held(levels, false) + PackedPairs.bytesPerEntry(false) * PackedPairs.entriesPerBand(levels);
    }

    /**
     * A band's entries held at once in a heap of {@code heap} bytes: all of them when they
     * fit beside the rest, else what space is left (the band spilled to disk in slices of its
     * key space, read back one at a time), and never less than a {@link #MOST_SLICES}th of them.
     */
    static long entriesAtOnce(long levels, long heap) {
        long all = PackedPairs.entriesPerBand(levels);
        boolean spills = spills(levels, heap);
        long space = Math.max(0, heap - held(levels, spills)) / PackedPairs.bytesPerEntry(spills);
        return Math.max(Math.min(all, space), ceilDiv(all, MOST_SLICES));
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    /** A Unique-Id (16 hexadecimal digits, upper case, as identity spells it) as the number it spells. */
    private static long uniqueNumber(String uniqueId) {
        long u = Long.parseUnsignedLong(uniqueId, 16);
        if (!uniqueIdOf(u).equals(uniqueId)) {
            throw new IllegalStateException("not a Unique-Id: " + uniqueId);
        }
        return u;
    }

    private static String uniqueIdOf(long number) {
        String digits = Long.toHexString(number).toUpperCase(Locale.ROOT);
        return "0".repeat(16 - digits.length()) + digits;
    }

    private static boolean keep(List<DuplicateDao.Member> members, DuplicateFilter filter) {
        if (members.size() < 2) {
            return false;
        }
        if (members.stream().map(DuplicateDao.Member::source).distinct().count() < filter.minSources()) {
            return false;
        }
        return filter.source().isEmpty() || members.stream().anyMatch(m -> inside(m.source(), filter.source().get()));
    }

    /** Whether {@code source} is {@code scope} or lies inside it (a directory or a zip archive). */
    public static boolean inside(String source, String scope) {
        String s = scope.endsWith("/") ? scope.substring(0, scope.length() - 1) : scope;
        return source.equals(s) || source.startsWith(s + "/") || source.startsWith(s + "!/");
    }

    /**
     * Groups numbered from {@code first} on, in order: their rows made on every core (each
     * member measured against its group's first: the measure and the boards parsed, most of
     * the output's work), handed to {@code out} in order.
     */
    private static void emit(int first, List<List<DuplicateDao.Member>> groups, Consumer<Near> out) {
        IntStream.range(0, groups.size()).parallel().mapToObj(g -> rows(first + g, groups.get(g))).toList()
                .forEach(rows -> rows.forEach(out));
    }

    /** One group's rows: each member measured against the first one. */
    private static List<Near> rows(int group, List<DuplicateDao.Member> members) {
        DuplicateDao.Member first = members.get(0);
        Grid firstGrid = Grid.of(NearIndex.board(first.board()));
        List<Near> rows = new ArrayList<>(members.size());
        for (DuplicateDao.Member m : members) {
            Match match = Similarity.compare(firstGrid, Grid.of(NearIndex.board(m.board())));
            String relation = m.uniqueId().equals(first.uniqueId())
                    ? DuplicateRelation.describe(first.board(), first.canonical(), m.board(), m.canonical())
                    : describe(match);
            rows.add(new Near(group, m.uniqueId(), m.exactId(), m.source(), m.index(), m.title(), relation,
                    match, m.author(), m.written(), m.board()));
        }
        return rows;
    }

    /** How a match turns and where it differs: the {@code relation} of a row. */
    static String describe(Match m) {
        return m.transform().describe() + ", " + m.differing() + (m.differing() == 1 ? " square differs" : " squares differ");
    }

    /** The sources a level appears in. */
    List<String> sourcesOf(StoredLevel level) {
        return catalog.work("reading sources", () -> catalog.dao(DuplicateDao.class)
                .membersOfLevels(new Long[] {level.id()}).stream().map(DuplicateDao.Member::source).distinct()
                .toList());
    }
}
