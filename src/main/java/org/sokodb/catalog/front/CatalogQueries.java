package org.sokodb.catalog.front;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.Listing;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateGroup;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.catalog.export.Exporter;
import org.sokodb.catalog.imports.bulk.UnfinishedImport;
import org.sokodb.catalog.levels.Found;
import org.sokodb.catalog.levels.LevelPage;
import org.sokodb.catalog.levels.LevelView;
import org.sokodb.catalog.levels.Lookup;
import org.sokodb.catalog.near.IndexProgress;
import org.sokodb.catalog.near.Near;
import org.sokodb.catalog.near.NearDuplicates;
import org.sokodb.catalog.near.NearGroup;
import org.sokodb.catalog.near.NearIndex;
import org.sokodb.catalog.near.NearMode;
import org.sokodb.catalog.near.NearPage;
import org.sokodb.catalog.near.SimilarLevels;
import org.sokodb.catalog.optimizing.CatalogOptimizer;
import org.sokodb.catalog.optimizing.OptimizingStatus;
import org.sokodb.catalog.solving.CatalogSolving;
import org.sokodb.catalog.solving.SolvingStatus;
import org.sokodb.catalog.sources.BoardEntry;
import org.sokodb.catalog.sources.Browsing;
import org.sokodb.catalog.sources.CatalogOverview;
import org.sokodb.catalog.sources.CatalogSize;
import org.sokodb.catalog.sources.CollectionDao;
import org.sokodb.catalog.sources.CollectionSummary;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.catalog.sources.SearchFilter;
import org.sokodb.catalog.sources.SourceEntry;
import org.sokodb.catalog.sources.SourcePage;

/**
 * The read side of the catalog: every question {@code show}, {@code dups}, {@code similar},
 * {@code collections} and {@code stats} ask, and the web server asks too, as one method each
 * returning records. No SQL, jdbi or transaction is seen from here on up; a new question for a
 * reader of the catalog is a new method here, backed by a use case of {@code catalog} or
 * {@code catalog.near}.
 */
public final class CatalogQueries {
    private final Catalog catalog;

    public CatalogQueries(Catalog catalog) {
        this.catalog = catalog;
    }

    /** {@code show ID}: the levels an Exact-Id, a Unique-Id or {@code SOURCE#INDEX} names, or empty. */
    public Optional<Found> find(String id) {
        return new Lookup(catalog).find(id);
    }

    /**
     * A level's page, in one snapshot: what {@code id} names (as {@link #find}); for a level, the
     * other Exact-Ids of its Unique-Id come after it, each with its occurrences and solutions;
     * and the number of every source those occurrences are in. Empty when nothing is called
     * {@code id}.
     */
    public Optional<LevelPage> levelPage(String id) {
        return catalog.read("reading the level " + id, () -> new Lookup(catalog).find(id).map(this::page));
    }

    /** The page of the board at {@code index} (1-based) of the source named {@code source}, or empty. */
    public Optional<LevelPage> levelPage(String source, int index) {
        return catalog.read("reading board " + index + " of " + source,
                () -> new Lookup(catalog).at(source, index).map(this::page));
    }

    /** The name of the source numbered {@code number} (its place in import order, as the web pages number them). */
    public Optional<String> sourceName(long number) {
        return sources().stream().filter(s -> s.id() == number).map(SourceEntry::source).findFirst();
    }

    private LevelPage page(Found found) {
        Found f = found;
        if (f instanceof Found.Levels l && !l.levels().isEmpty()) {
            // by Exact-Id or position: the other levels of its Unique-Id come along
            List<LevelView> all = new ArrayList<>(l.levels());
            new Lookup(catalog).find(l.levels().get(0).level().uniqueId()).ifPresent(u -> {
                if (u instanceof Found.Levels same) {
                    for (LevelView v : same.levels()) {
                        if (all.stream().noneMatch(a -> a.level().id() == v.level().id())) {
                            all.add(v);
                        }
                    }
                }
            });
            f = new Found.Levels(all);
        }
        Map<String, Long> numbers = new HashMap<>();
        List<Appearance> seen = f instanceof Found.Levels l
                ? l.levels().stream().flatMap(v -> v.appearances().stream()).toList()
                : List.of(((Found.NotALevel) f).appearance());
        CollectionDao collections = catalog.dao(CollectionDao.class);
        for (Appearance a : seen) {
            if (!numbers.containsKey(a.source())) {
                collections.idOfSource(a.source()).ifPresent(n -> numbers.put(a.source(), n));
            }
        }
        return new LevelPage(f, numbers);
    }

    /** The level a near-duplicate question starts from, when {@code id} names one (the first, for a Unique-Id). */
    public Optional<StoredLevel> level(String id) {
        return find(id).flatMap(f -> f instanceof Found.Levels l && !l.levels().isEmpty()
                ? Optional.of(l.levels().get(0).level()) : Optional.empty());
    }

    /** {@code dups}: every member of every duplicate group {@code filter} keeps, group after group. */
    public void duplicates(DuplicateFilter filter, Consumer<DuplicateMember> out) {
        new Duplicates(catalog).forEach(filter, out);
    }

    /** Whether some imported source is {@code source} or lies under it (as {@code dups --source} takes it). */
    public boolean knowsSource(String source) {
        return new Duplicates(catalog).knowsSource(source);
    }

    /**
     * {@code dups --normalized}, {@code --walls}, {@code --similar P}: every board of every group of
     * near duplicates {@code filter} keeps, largest group first. The near-duplicate ids are
     * computed first for the levels that have none yet ({@code progress} is told).
     */
    public void nearDuplicates(NearMode mode, double threshold, DuplicateFilter filter, IndexProgress progress,
            Consumer<Near> out) {
        if (mode != NearMode.SIMILAR) {
            new NearIndex(catalog).fillNearIds(progress);
        }
        new NearDuplicates(catalog).groups(mode, threshold, filter, out);
    }

    /**
     * The near-duplicate groups of {@code dups --normalized}, {@code --walls} or
     * {@code --similar P} over the catalog as it stands: the same groups, numbered the same,
     * but no near-duplicate id is filled in first (the web server reads a catalog it does not
     * write to), so a level imported before those ids existed is left out until a command
     * fills them ({@link #levelsWithoutNearIds}).
     */
    public void nearGroups(NearMode mode, double threshold, DuplicateFilter filter, Consumer<Near> out) {
        new NearDuplicates(catalog).groups(mode, threshold, filter, out);
    }

    /**
     * The groups of {@link #nearGroups}, each with its boards: the groups the web server shows,
     * in the order of {@code dups}.
     */
    public List<NearGroup> nearGroupList(NearMode mode, double threshold, DuplicateFilter filter) {
        List<Integer> numbers = new ArrayList<>();
        List<List<Near>> members = new ArrayList<>();
        nearGroups(mode, threshold, filter, n -> {
            if (numbers.isEmpty() || numbers.get(numbers.size() - 1) != n.group()) {
                numbers.add(n.group());
                members.add(new ArrayList<>());
            }
            members.get(members.size() - 1).add(n);
        });
        List<NearGroup> groups = new ArrayList<>();
        for (int i = 0; i < numbers.size(); i++) {
            groups.add(new NearGroup(numbers.get(i), members.get(i)));
        }
        return groups;
    }

    /** Levels whose Normalized-Id and Walls-Id are not computed yet (imported before they existed). */
    public long levelsWithoutNearIds() {
        return new NearIndex(catalog).levelsWithoutNearIds();
    }

    /** The number of levels (distinct boards) in the catalog. */
    public long levelCount() {
        return new Inventory(catalog).levels();
    }

    /**
     * Memory {@code dups --similar} needs over this catalog, in bytes, to check before it
     * starts ({@link NearDuplicates#similarMemoryNeeded}).
     */
    public long similarMemoryNeeded() {
        return new NearDuplicates(catalog).similarMemoryNeeded();
    }

    /**
     * {@code similar ID}: the boards of other levels at least {@code threshold} percent like
     * {@code level}, most alike first. The similarity index is filled first where it is
     * missing ({@code progress} is told): a catalog imported before import filled it, or an
     * import stopped before its end.
     *
     * @param source only boards from this source or from under it
     * @param otherSourcesOnly only boards from sources {@code level} itself does not appear in
     */
    public List<Near.Row> similarRows(StoredLevel level, double threshold, Optional<String> source,
            boolean otherSourcesOnly, IndexProgress progress) {
        new NearIndex(catalog).fillIndex(progress);
        return new SimilarLevels(catalog).rows(level, threshold, kept(level, source, otherSourcesOnly));
    }

    /**
     * {@link #similarRows}, handed to {@code out} in the answer's order as they are read: a
     * large answer (a Boxoban room at 60 %: 1.49 M rows) is never held whole.
     */
    public void eachSimilarRow(StoredLevel level, double threshold, Optional<String> source,
            boolean otherSourcesOnly, IndexProgress progress, Consumer<Near.Row> out) {
        new NearIndex(catalog).fillIndex(progress);
        new SimilarLevels(catalog).eachRow(level, threshold, kept(level, source, otherSourcesOnly), out);
    }

    /** {@code similar ID --html}: {@link #similarRows} with what the pictures of the boards need. */
    public List<Near> similarTo(StoredLevel level, double threshold, Optional<String> source,
            boolean otherSourcesOnly, IndexProgress progress) {
        new NearIndex(catalog).fillIndex(progress);
        return new SimilarLevels(catalog).drawn(level, threshold, kept(level, source, otherSourcesOnly));
    }

    private Predicate<Near.Row> kept(StoredLevel level, Optional<String> source, boolean otherSourcesOnly) {
        Predicate<Near.Row> keep = r -> source.isEmpty() || NearDuplicates.inside(r.source(), source.get());
        if (otherSourcesOnly) {
            List<String> own = new NearDuplicates(catalog).sourcesOf(level);
            return keep.and(r -> !own.contains(r.source()));
        }
        return keep;
    }

    /**
     * The boards of other levels at least {@code threshold} percent like {@code level}, most
     * alike first, among the levels the similarity index covers, for the web server: it writes
     * nothing, so it does not fill the index (import does); the levels the index leaves out are
     * {@link #levelsOutsideSimilarityIndex}.
     */
    public List<Near.Row> similarTo(StoredLevel level, double threshold) {
        return new SimilarLevels(catalog).rows(level, threshold, r -> true);
    }

    /**
     * The levels the similarity index does not cover yet, which {@link #similarTo(StoredLevel, double)}
     * cannot find: 0 after an import, more in a catalog imported before import filled the index
     * or by an import stopped before its end ({@code similar} fills it).
     */
    public long levelsOutsideSimilarityIndex() {
        return new NearIndex(catalog).levelsOutsideIndex();
    }

    /**
     * What an interrupted import left for the next open to repair, for a reader that repairs
     * nothing ({@link OpenCatalog#openForReading}); empty on a catalog in order.
     */
    public Optional<UnfinishedImport> unfinishedImport() {
        return Catalogs.unfinishedImport(catalog);
    }

    /**
     * The web's page of near copies: the first {@code limit} boards of {@link #similarTo}, most
     * alike first, and how many there are in all. Reads the pictures of those boards only (the
     * answer of a Boxoban room has over 16,000). Like {@link #similarTo(StoredLevel, double)}
     * it writes nothing: the levels the index leaves out are {@link #levelsOutsideSimilarityIndex}.
     */
    public NearPage similarPage(StoredLevel level, double threshold, int limit) {
        SimilarLevels.Page page = new SimilarLevels(catalog).page(level, threshold, limit);
        return new NearPage(page.rows(), page.total());
    }

    /** {@code collections}: every imported source, in import order. */
    public List<CollectionSummary> collections() {
        return new Inventory(catalog).collections();
    }

    /** The web catalog's home: its size, solved and unsolved Unique-Ids, every source with its number. */
    public CatalogOverview overview() {
        return new Browsing(catalog).overview();
    }

    /** Every source with its number, in import order. */
    public List<SourceEntry> sources() {
        return new Browsing(catalog).sources();
    }

    /** Page {@code page} (of {@code size} boards) of source number {@code number}; empty when there is none. */
    public Optional<SourcePage> source(long number, int page, int size) {
        return new Browsing(catalog).source(number, page, size);
    }

    /** The boards of the levels {@code filter} keeps, a page at a time, in import order. */
    public Listing<BoardEntry> search(SearchFilter filter, int page, int size) {
        return new Browsing(catalog).search(filter, page, size);
    }

    /** The boards of the level with this Exact-Id, or of every level with this Unique-Id, a page at a time. */
    public Listing<BoardEntry> boardsWithId(String id, int page, int size) {
        return new Browsing(catalog).withId(id, page, size);
    }

    /** The duplicate groups {@code filter} keeps, a page at a time, in the order of {@code dups}. */
    public Listing<DuplicateGroup> duplicateGroups(DuplicateFilter filter, int page, int size) {
        return new Browsing(catalog).duplicates(filter, page, size);
    }

    /** The names among {@code sources} that name no imported source, directory or archive (most likely mistyped). */
    public List<String> unknownSources(List<String> sources) {
        return new Exporter(catalog).unknownSources(sources);
    }

    /** Whether the catalog holds a level of this Unique-Id: how {@code generate} tells a copy from a new level. */
    public boolean hasUniqueId(String uniqueId) {
        return catalog.work("looking up " + uniqueId,
                () -> !catalog.dao(LevelDao.class).withUniqueIds(new String[] {uniqueId}).isEmpty());
    }

    /** {@code solve --status}: where the catalog's solving stands, and who holds claims. */
    public SolvingStatus solvingStatus() {
        return CatalogSolving.status(catalog);
    }

    /** {@code optimize --catalog --status}: where the catalog's optimizing stands, and who holds claims. */
    public OptimizingStatus optimizingStatus() {
        return CatalogOptimizer.status(catalog);
    }

    /** {@code stats}: the size of the catalog. */
    public CatalogSize size() {
        return new Inventory(catalog).compute();
    }
}
