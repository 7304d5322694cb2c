package org.sokodb.cli.output;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.cli.terminal.Interruption;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.format.source.SourceLocation;

/**
 * What {@code import} shows as it goes: a line per source stored ({@link ImportLines#source}),
 * the boards and sources done on the progress line, each problem in its one line, then the
 * fill of the similarity index as a phase of its own. Between two of them a Ctrl-C ends the
 * import ({@link Interruption#check}); the sources said imported are counted for what it says
 * then.
 */
public final class ImportShown implements ImportListener {
    private final Progress progress;
    private final Problems problems;
    private final Interruption interruption;
    private final AtomicInteger imported;
    private final Optional<Path> catalogFile;
    private long boardsDone;
    private boolean indexing;

    /**
     * @param progress the progress line, and the output the lines of the sources go to
     * @param imported counts the sources imported or replaced
     * @param catalogFile the H2 file the import writes into, when it is one: a directory imported
     *     that holds it (the default {@code ./sokodb.mv.db} under {@code import .}) names it
     *     skipped as the catalog, not as binary data
     */
    public ImportShown(Progress progress, Problems problems, Interruption interruption, AtomicInteger imported,
            Optional<Path> catalogFile) {
        this.progress = progress;
        this.problems = problems;
        this.interruption = interruption;
        this.imported = imported;
        this.catalogFile = catalogFile.map(f -> f.toAbsolutePath().normalize());
    }

    @Override
    public void source(SourceReport report) {
        progress.out().println(ImportLines.source(report));
        progress.out().flush();
        boardsDone += report.counts().boards();
        progress.items(boardsDone);
        progress.step();
        if (report.outcome() == SourceReport.Outcome.IMPORTED || report.outcome() == SourceReport.Outcome.REPLACED) {
            imported.incrementAndGet();
        }
        interruption.check();
    }

    @Override
    public void problem(SourceLocation where, String reason) {
        problems.report(where, reason);
        if (where.level() == 0) {
            progress.step(); // a source that could not be read at all
        }
        interruption.check();
    }

    @Override
    public void note(String where, String message) {
        problems.note(where, isTheCatalog(where) ? "skipped: the catalog this import writes into" : message);
        progress.step(); // a file skipped on purpose was counted as a source too
        interruption.check();
    }

    private boolean isTheCatalog(String where) {
        try {
            return catalogFile.isPresent() && !where.contains("!/")
                    && Path.of(where).toAbsolutePath().normalize().equals(catalogFile.get());
        } catch (InvalidPathException e) {
            return false;
        }
    }

    @Override
    public void progress(String source, int boards) {
        // no check here: this is also called right after a source commits, before it is reported
        progress.detail(source);
        progress.items(boardsDone + boards);
    }

    @Override
    public void indexing(long done, long total) {
        // the sources are stored and said (their bar shown full): what is left is the index of 'similar'
        if (!indexing) {
            indexing = true;
            progress.nextPhase("filling the similarity index").items("");
        }
        progress.total(total, "levels").done(done);
        interruption.check();
    }
}
