package org.sokodb.catalog.front;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.export.ExportListener;
import org.sokodb.catalog.export.ExportRequest;
import org.sokodb.catalog.export.ExportSummary;
import org.sokodb.catalog.export.Exporter;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.ImportSummary;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.near.NearIndex;
import org.sokodb.catalog.optimizing.CatalogOptimizer;
import org.sokodb.catalog.optimizing.OptimizeListener;
import org.sokodb.catalog.optimizing.OptimizeRun;
import org.sokodb.catalog.solutions.SolutionImport;
import org.sokodb.catalog.solutions.SolutionImportCounts;
import org.sokodb.catalog.solutions.SolutionOutcome;
import org.sokodb.catalog.solutions.SolutionSubmission;
import org.sokodb.catalog.solving.CatalogSolver;
import org.sokodb.catalog.solving.SolveListener;
import org.sokodb.catalog.solving.SolvePlan;
import org.sokodb.catalog.solving.SolveRun;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.Sources;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.verify.SolutionFile;

/**
 * The write side of the catalog's door: every use case that changes the catalog ({@code import},
 * {@code import-solutions}, a solution handed to the web server, {@code solve --catalog} and
 * {@code optimize --catalog}) and {@code export}, which writes a file from it. Each takes and returns the records of
 * {@code catalog.front.work}; the rooms behind it ({@code catalog.imports},
 * {@code catalog.solutions}, {@code catalog.claims}, {@code catalog.export}) stay out of
 * sight.
 *
 * <p>Work on the catalog's Unique-Id groups ({@link #solveCatalog}, {@link #optimizeCatalog}):
 * the run is a class of {@code catalog.claims} ({@code CatalogSolver}, {@code CatalogOptimizer}) that claims groups a few at a
 * time, searches them away from the catalog, stores what it found through the solution store
 * (which carries it to the group's duplicates) as each search ends, and tells a listener of
 * {@code catalog.front.work} what to show; the command gives it a plan and prints.
 * {@link #storeSolution} stores one solution with where it came from.
 */
public final class CatalogWrites {
    /** The boards an import writes before it becomes a bulk load (docs/catalog.md). */
    public static final long BULK_FROM_BOARDS = Importer.BULK_FROM_BOARDS;

    private final Catalog catalog;

    public CatalogWrites(Catalog catalog) {
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
        Exporter names = new Exporter(catalog);
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

    /** {@code import-solutions LEVELS SOLUTIONS}: each line's solution stored on its level, carried to the duplicates. */
    public SolutionImportCounts importSolutions(String levels, SolutionFile solutions, TrailingSteps trailing,
            Diagnostics listener) {
        return new SolutionImport(catalog).trailing(trailing).importFile(levels, solutions, listener);
    }

    /**
     * One solution for the level {@code exactId}, checked by a strict replay and stored when it
     * solves it, then carried to the level's duplicates.
     *
     * @param source where the moves came from, as {@code show} prints it
     * @param notes kept with the solution
     */
    public SolutionOutcome storeSolution(String exactId, String moves, String source, String notes) {
        return new SolutionSubmission(catalog).submit(exactId, moves, source, notes);
    }

    /**
     * {@code solve --catalog}: the solver over the groups without a solution that {@code run}
     * selects, {@code plan.parallel()} at a time, each result stored (and carried to the
     * group's duplicates) as soon as its search ends, then told to {@code listener}.
     *
     * @return false when it stopped with groups still claimed by other workers ({@code --no-wait})
     */
    public boolean solveCatalog(SolveRun run, SolvePlan plan, SolveListener listener) {
        return CatalogSolver.run(catalog, run, plan, listener);
    }

    /**
     * {@code optimize --catalog}: the optimizer over the groups with a solution that {@code run}
     * selects, each from its best solution in the run's metric, {@code run.parallel()} at a
     * time, each improvement stored (and carried to the group's duplicates) as soon as its
     * search ends, then told to {@code listener}. On PostgreSQL several processes share the
     * work through claims, as {@link #solveCatalog} does.
     *
     * @return false when it stopped with groups still claimed by other workers ({@code --no-wait})
     */
    public boolean optimizeCatalog(OptimizeRun run, OptimizeListener listener) {
        return CatalogOptimizer.run(catalog, run, listener);
    }

    /**
     * {@code export}: writes the file {@code request} describes.
     *
     * @throws java.nio.file.FileAlreadyExistsException when the file exists and replacing it was not asked for
     * @throws IOException when the file cannot be written; the target is then as it was before
     */
    public ExportSummary export(ExportRequest request, ExportListener listener) throws IOException {
        return new Exporter(catalog).export(request, listener);
    }
}
