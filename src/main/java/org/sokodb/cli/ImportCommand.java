package org.sokodb.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.BoardCounts;
import org.sokodb.catalog.ImportSummary;
import org.sokodb.catalog.Importer;
import org.sokodb.catalog.SolutionCounts;
import org.sokodb.catalog.SourceReport;
import org.sokodb.format.SourceLocation;
import org.sokodb.solution.TrailingSteps;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sokodb import PATH…}: stores every board of the sources in the catalog. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import level files, directories and zip archives into the catalog.",
            "Each source is stored whole or not at all; the same bytes are imported once, under whatever name.",
            "Solution blocks under the boards (SOK) are replayed: valid ones are stored with the level and carried "
                    + "to its duplicates; invalid ones are reported and not stored. Steps after the level is solved "
                    + "are trimmed (said on stderr, kept in the solution's notes) unless --strict.",
            "Prints a summary per source, then totals. Rejected boards and invalid solutions are reported on "
                    + "stderr (exit 1).",
            "An H2 catalog file that ends at least 64 MB large and less than half live is compacted before the "
                    + "command ends (said on stderr)."})
final class ImportCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Level files, directories or zip archives")
    List<String> paths;

    @Option(names = "--strict", description = "A solution block that goes on after the level is solved is invalid "
            + "(default: stored trimmed, with a note)")
    boolean strict;

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Problems problems = new Problems(err);
        ProgressBar bar = ProgressBar.forSources(err, paths);
        ImportSummary totals;
        try (Catalog catalog = CatalogAccess.open(main)) {
            totals = new Importer(catalog).trailing(strict ? TrailingSteps.REFUSE : TrailingSteps.TRIM)
                    .importPaths(paths, new Importer.Listener() {
                @Override
                public void source(SourceReport report) {
                    bar.clear();
                    out.println(describe(report));
                    out.flush();
                    bar.sourceDone(report.source(), report.counts().boards());
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                    bar.clear();
                    problems.report(where, reason);
                }

                @Override
                public void note(String where, String message) {
                    bar.clear();
                    problems.note(where, message);
                }

                @Override
                public void progress(String source, int boards) {
                    bar.reading(source, boards);
                }
            });
            if (totals.imported() > 0) {
                catalog.sparseFile().ifPresent(sparse -> {
                    err.println("sokodb: compacting the catalog file (" + megabytes(sparse.bytes()) + ", "
                            + sparse.livePercent() + "% of it live) …");
                    err.flush();
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
        } finally {
            bar.clear();
        }
        out.println(describe(totals));
        return problems.exitCode();
    }

    private static String megabytes(long bytes) {
        return bytes < 0 ? "?" : String.format("%,d MB", (bytes + (1 << 19)) >> 20);
    }

    static String describe(SourceReport r) {
        return switch (r.outcome()) {
            case IMPORTED -> r.source() + ": " + describe(r.counts());
            case REPLACED -> r.source() + ": replaced the earlier import of this name: " + describe(r.counts());
            case ALREADY_IMPORTED -> r.source() + ": already imported as " + r.other() + ", nothing changed";
            case NOT_IMPORTED -> r.source() + ": not imported (reading failed part way; nothing of it was kept)";
        };
    }

    static String describe(ImportSummary t) {
        StringBuilder sb = new StringBuilder("total: ").append(count(t.imported(), "source")).append(" imported");
        if (t.alreadyImported() > 0) {
            sb.append(", ").append(t.alreadyImported()).append(" already imported");
        }
        if (t.notImported() > 0) {
            sb.append(", ").append(t.notImported()).append(" not imported");
        }
        return sb.append("; ").append(describe(t.counts())).toString();
    }

    /** "40 boards: 38 levels (30 new, 8 already known), 2 invalid, 9 duplicates" */
    static String describe(BoardCounts c) {
        StringBuilder sb = new StringBuilder()
                .append(count(c.boards(), "board")).append(": ")
                .append(count(c.levels(), "level")).append(" (").append(c.newLevels()).append(" new, ")
                .append(c.alreadyKnown()).append(" already known), ")
                .append(c.invalid()).append(" invalid, ")
                .append(count(c.duplicates(), "duplicate")).append(" found");
        if (c.collisions() > 0) {
            sb.append(", ").append(count(c.collisions(), "Exact-Id collision"));
        }
        if (c.solutions().any()) {
            sb.append("; ").append(describe(c.solutions()));
        }
        return sb.toString();
    }

    /** "solutions: 104 stored, 89 already known, 1 invalid; 12 carried to duplicates" */
    static String describe(SolutionCounts s) {
        return "solutions: " + s.stored() + " stored, " + s.alreadyKnown() + " already known, " + s.invalid()
                + " invalid; " + s.carried() + " carried to duplicates";
    }

    static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
