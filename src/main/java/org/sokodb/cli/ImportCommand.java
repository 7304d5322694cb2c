package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.imports.ImportSummary;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.cli.output.ImportLines;
import org.sokodb.cli.output.ImportShown;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.cli.terminal.Interruption;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.replay.TrailingSteps;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Mixin;

/** {@code sokodb import PATH…}: stores every board of the sources in the catalog. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import level files, directories and zip archives into the catalog.",
            "Each source is stored whole or not at all; the same bytes are imported once, under whatever name.",
            "Solution blocks under the boards (SOK) are replayed: valid ones are stored with the level and carried "
                    + "to its duplicates; invalid ones are reported and not stored. Steps after the level is solved "
                    + "are trimmed (said on stderr, kept in the solution's notes) unless --strict.",
            "Prints a summary per source, then totals. Rejected boards and invalid solutions are reported on "
                    + "stderr (exit 1).",
            "An H2 catalog file that ends at least 32 MB large, and less than 90 %% live (by H2's count) or at least a "
                    + "quarter written by this import, is compacted before the command ends (said on stderr)."})
final class ImportCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Level files, directories or zip archives")
    List<String> paths;

    @Option(names = "--strict", description = "A solution block that goes on after the level is solved is invalid "
            + "(default: stored trimmed, with a note)")
    boolean strict;

    @Option(names = "--bulk-from", paramLabel = "BOARDS", description = "A large import becomes a bulk load once it "
            + "has written this many boards, if it adds a quarter of the levels the catalog had (guessed from its bytes "
            + "before reading, at 256 bytes a board, or counted as written): the two MD5 indexes "
            + "of an H2 file, or PostgreSQL's foreign keys, come off and are built again at the end (default: ${DEFAULT-VALUE})")
    long bulkFrom = Importer.BULK_FROM_BOARDS;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        PrintWriter out = catalogOption.out();
        PrintWriter err = catalogOption.err();
        if (bulkFrom < 0) {
            throw new ParameterException(catalogOption.commandLine(), "--bulk-from must be 0 or more, not " + bulkFrom);
        }
        Problems missing = new Problems(err);
        List<String> paths = SourceCount.usable(this.paths, missing);
        if (paths.isEmpty()) {
            // nothing to import: said why, and no catalog created for it
            out.println(ImportLines.nothingToRead());
            return missing.exitCode();
        }
        ImportSummary totals;
        String where;
        AtomicInteger imported = new AtomicInteger();
        try (Progress progress = Progress.start(catalogOption.terminal(), err, out, "importing");
                Interruption interruption = Interruption.install(() -> interrupted(progress, imported.get()))) {
            if (catalogOption.terminal().stderrIsTerminal()) {
                progress.total(SourceCount.of(paths), "sources").items("boards");
            }
            Problems problems = new Problems(progress.err());
            try (OpenCatalog catalog = catalogOption.open(progress)) {
                catalog.requireWritable("import");
                where = CatalogOption.where(catalog.location());
                long openedAt = catalog.fileBytes(); // what the import writes is measured from here
                TrailingSteps trailing = strict ? TrailingSteps.REFUSE : TrailingSteps.TRIM;
                totals = catalog.imports().trailing(trailing).bulkFrom(bulkFrom).importPaths(paths,
                        new ImportShown(progress, problems, interruption, imported, catalog.location().embeddedFile()
                                ? Optional.of(Path.of(catalog.location().embeddedBase() + ".mv.db")) : Optional.empty()));
                if (totals.imported() > 0) {
                    compactIfSparse(catalog, openedAt, progress);
                }
            } catch (Interruption.Interrupted | CatalogException e) {
                if (!interruption.requested()) {
                    throw e;
                }
                interrupted(progress, imported.get());
                interruption.handled();
                return Interruption.EXIT_CODE;
            }
            progress.finish();
            out.println(ImportLines.totals(totals, where));
            return Math.max(problems.exitCode(), missing.exitCode());
        }
    }

    /** What Ctrl-C leaves: every source reported as imported is committed, nothing of the one being written. */
    private static void interrupted(Progress progress, int imported) {
        progress.finish();
        PrintWriter err = progress.err();
        err.println("sokodb: interrupted: " + Counted.of(imported, "source") + " imported, the current one rolled back");
        err.flush();
    }

    /** A large, mostly dead H2 file is rewritten before the command ends (what was imported is committed). */
    private static void compactIfSparse(OpenCatalog catalog, long openedAt, Progress progress) {
        PrintWriter err = progress.err();
        catalog.sparseFile(openedAt).ifPresent(sparse -> {
            err.println("sokodb: compacting the catalog file (" + megabytes(sparse.bytes()) + ", "
                    + sparse.livePercent() + "% of it live, " + megabytes(sparse.grown()) + " of it new) …");
            progress.label("compacting").detail("");
            try {
                Compaction c = catalog.compact();
                err.println("sokodb: compacted the catalog file: " + megabytes(c.before()) + " → "
                        + megabytes(c.after()));
            } catch (CatalogException e) {
                // what was imported is committed; only the file stays as large as it was
                err.println("sokodb: " + e.getMessage() + "; the catalog stays as it was, uncompacted");
            }
        });
    }

    private static String megabytes(long bytes) {
        return bytes < 0 ? "?" : String.format(Locale.ROOT, "%,d MB", (bytes + (1 << 19)) >> 20);
    }
}
