package org.sokodb.catalog.front;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.CatalogSize;
import org.sokodb.catalog.CollectionSummary;
import org.sokodb.catalog.DuplicateFilter;
import org.sokodb.catalog.DuplicateMember;
import org.sokodb.catalog.Duplicates;
import org.sokodb.catalog.Found;
import org.sokodb.catalog.front.Inventory;
import org.sokodb.catalog.front.Lookup;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.browse.BoardEntry;
import org.sokodb.catalog.browse.Browsing;
import org.sokodb.catalog.browse.CatalogOverview;
import org.sokodb.catalog.browse.DuplicateGroup;
import org.sokodb.catalog.browse.Listing;
import org.sokodb.catalog.browse.SearchFilter;
import org.sokodb.catalog.browse.SourceEntry;
import org.sokodb.catalog.browse.SourcePage;
import org.sokodb.near.catalog.IndexProgress;
import org.sokodb.near.catalog.Near;
import org.sokodb.near.catalog.NearDuplicates;
import org.sokodb.near.catalog.NearIndex;
import org.sokodb.near.catalog.NearMode;

/**
 * The read side of the catalog: every question {@code show}, {@code dups}, {@code similar},
 * {@code collections} and {@code stats} ask, and the web server asks too, as one method each
 * returning records. No SQL, jdbi or transaction is seen from here on up; a new question for a
 * reader of the catalog is a new method here, backed by a use case of {@code catalog} or
 * {@code near.catalog}.
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
     * missing ({@code progress} is told).
     *
     * @param source only boards from this source or from under it
     * @param otherSourcesOnly only boards from sources {@code level} itself does not appear in
     */
    public List<Near> similarTo(StoredLevel level, double threshold, Optional<String> source,
            boolean otherSourcesOnly, IndexProgress progress) {
        new NearIndex(catalog).fillIndex(progress);
        NearDuplicates near = new NearDuplicates(catalog);
        List<Near> rows = near.similarTo(level, threshold);
        if (source.isPresent()) {
            rows = rows.stream().filter(r -> NearDuplicates.inside(r.source(), source.get())).toList();
        }
        if (otherSourcesOnly) {
            List<String> own = near.sourcesOf(level);
            rows = rows.stream().filter(r -> !own.contains(r.source())).toList();
        }
        return rows;
    }

    /**
     * The boards of other levels at least {@code threshold} percent like {@code level}, most
     * alike first, for the web server. The similarity index is brought up to the last level
     * first where an import left it behind, as {@code similar} does: the index is derived from
     * the levels alone, so a read-only server keeps it too (otherwise the levels imported since
     * the last {@code similar} would have no near copies). Once per import: about 21 s over the
     * 1.5 M Boxoban levels (docs/similar.md), nothing when the index is complete.
     */
    public List<Near> similarTo(StoredLevel level, double threshold) {
        return similarTo(level, threshold, Optional.empty(), false, IndexProgress.NONE);
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

    /** {@code stats}: the size of the catalog. */
    public CatalogSize size() {
        return new Inventory(catalog).compute();
    }
}
