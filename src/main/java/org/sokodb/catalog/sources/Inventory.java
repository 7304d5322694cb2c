package org.sokodb.catalog.sources;

import java.nio.file.Path;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.SourceSelection;

/**
 * What the catalog holds, for {@code sokodb stats} and {@code sokodb collections}: its size,
 * its sources, and which names given to {@code --source} name none of them.
 */
public final class Inventory {
    private final Catalog catalog;

    public Inventory(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * The boards and the boards without a level are the sums of the sources' own counts,
     * which the import writes in the same transaction as the boards: counting the
     * {@code occurrence} table instead read every one of its rows (1.5 million for Boxoban).
     * Summed by the database: reading every source's row to add them up here was an eighth of
     * {@code stats}' time on Boxoban's 1,505 sources. All in one statement ({@link CatalogSizeDao}).
     */
    public CatalogSize compute() {
        return catalog.read("counting", () -> catalog.dao(CatalogSizeDao.class).size());
    }

    /** The number of levels. */
    public long levels() {
        return catalog.work("counting levels", () -> catalog.dao(LevelDao.class).count());
    }

    /** Every imported source, in import order. */
    public List<CollectionSummary> collections() {
        return catalog.work("listing collections", () -> catalog.dao(CollectionDao.class).all());
    }

    /**
     * How a source named on the command line in the current directory is found
     * ({@link SourceNames}: any spelling of its path, from any directory, or its bytes).
     */
    public SourceNames names() {
        return SourceNames.onDisk(this::stored, Path.of(""));
    }

    /** How a source named in a request to the web is found: by its name alone ({@link SourceNames}). */
    public SourceNames namesAlone() {
        return SourceNames.byName(this::stored);
    }

    private List<SourceNames.Stored> stored() {
        return catalog.work("listing sources", () -> catalog.dao(CollectionDao.class).stored().stream()
                .map(s -> new SourceNames.Stored(s.source(), s.sha256())).toList());
    }

    /**
     * The names among {@code sources} (as {@code --source} takes them) that name no imported
     * source, directory or archive: most likely mistyped.
     */
    public List<String> unknownSources(List<String> sources) {
        return catalog.work("looking up sources", () -> new SourceSelection(sources)
                .unknown(catalog.dao(CollectionDao.class).sources().stream().map(CollectionDao.Source::source).toList()));
    }
}
