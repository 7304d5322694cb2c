package org.sokodb.catalog.imports;

import java.nio.file.Path;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.near.NearIndex;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.format.source.Sources;
import org.sokodb.replay.TrailingSteps;

/**
 * What the command line imports: {@code import PATH…} and {@code generate --import}, each
 * followed by the fill of the similarity index for the levels it added, so that a reader never
 * has to write it.
 */
public final class Imports {
    /** The boards an import writes before it becomes a bulk load (docs/catalog.md). */
    public static final long BULK_FROM_BOARDS = Importer.BULK_FROM_BOARDS;

    private final Catalog catalog;

    public Imports(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * {@code import PATH…}: every source of {@code paths}, each whole or not at all; then the
     * similarity index brought up to the last level ({@link #fillSimilarityIndex}).
     *
     * @param trailing what a solution block with steps after the level is solved becomes
     * @param bulkFrom the boards written before the import becomes a bulk load
     */
    public ImportSummary importPaths(List<String> paths, TrailingSteps trailing, long bulkFrom,
            ImportListener listener) {
        ImportSummary done = new Importer(catalog).trailing(trailing).bulkFrom(bulkFrom).importPaths(paths, listener);
        fillSimilarityIndex(listener);
        return done;
    }

    /**
     * {@code generate --import}: {@code file} imported as {@code import} imports a source, as a
     * new one named {@code name}, or {@code name-run2}, {@code -run3} … when the catalog holds
     * that name already (an import under a known name would replace that source).
     */
    public ImportSummary importAsNewSource(Path file, String name, ImportListener listener) {
        Inventory names = new Inventory(catalog);
        String free = name;
        for (int run = 2; names.unknownSources(List.of(free)).isEmpty(); run++) {
            free = name + "-run" + run;
        }
        ImportSummary done = new Importer(catalog).importSource(Sources.named(free, file), listener);
        fillSimilarityIndex(listener);
        return done;
    }

    /**
     * The similarity index of {@code similar} and of the server's near copies, filled where the
     * catalog is written: after an import, for the levels it added (and any an import stopped
     * earlier left out), so that a reader never has to write it. About a fifth of an import's
     * time when every level is new (docs/similar.md, "Import cost"); one query when none is.
     */
    private void fillSimilarityIndex(ImportListener listener) {
        new NearIndex(catalog).fillIndex((what, done, total) -> listener.indexing(done, total));
    }
}
