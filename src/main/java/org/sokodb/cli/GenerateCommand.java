package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.difficulty.RatingSummary;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.cli.options.GenerationOptions;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.ReplaceOption;
import org.sokodb.cli.output.DifficultyTable;
import org.sokodb.cli.output.GenerateProgress;
import org.sokodb.cli.output.GenerateSummary;
import org.sokodb.cli.output.GeneratedFile;
import org.sokodb.cli.output.ImportLines;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.Seconds;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.generate.GeneratedLevel;
import org.sokodb.generate.GenerationRequest;
import org.sokodb.generate.GenerationResult;
import org.sokodb.generate.Generator;
import org.sokodb.generate.KnownLevels;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code sokodb generate}: new levels, solved, new to the catalog, rated, best first or easy first. */
@Command(name = "generate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Generate new levels: carve a room by pushing boxes, pull them away from their goals "
                + "(the two-stage method of Wu's 'An Efficient Approach of Sokoban Level Generation'), keep what "
                + "the solver solves and neither this run nor the catalog already has (rotations, mirrors and "
                + "moved men are copies), each rated for difficulty by its solution (--band keeps some bands only), "
                + "best first by box lines, then box changes, or easy first by difficulty (--order difficulty).",
            "Columns: index title unique_id width height boxes moves pushes box_lines box_changes difficulty band "
                + "seconds. The levels with their solutions and ratings go to --out (--import also stores the "
                + "ratings); what was thrown away, and why, to stderr.",
            "The same seed and options give the same levels (same sokodb version, and no candidate at a time "
                + "limit).",
            "Exit 0 all levels made, 1 fewer than --count (a time or candidate limit ended the run), 2 usage, "
                + "3 could not run."})
final class GenerateCommand implements Callable<Integer> {
    @Mixin
    GenerationOptions generation;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the kept levels and their solutions here (SOK)")
    Path out;

    @Mixin
    ReplaceOption replace;

    @Option(names = "--import", description = "Store the kept levels in the catalog as source generated/DATE-SEED")
    boolean store;

    @Mixin
    JsonOption output;

    @ParentCommand
    Main main;

    @Mixin
    CommandStreams streams;

    @Override
    public Integer call() {
        PrintWriter err = streams.err();
        // every refusal of the command line comes before any work or word: the seed line too
        generation.check(streams.commandLine());
        if (out != null) {
            replace.check(out, "generated.sok");
        }
        if (out == null && !store) {
            err.println("sokodb: no --out and no --import: the levels are listed, not kept anywhere");
        }
        GenerationRequest request;
        GenerationResult result;
        // the catalog is opened before the seed is said: one it cannot open ends the run before any word of it
        try (OpenCatalog catalog = catalog(err).orElse(null)) {
            request = generation.request(err);
            KnownLevels known = catalog == null ? KnownLevels.NONE : catalog.levels()::hasUniqueId;
            try (Progress progress = Progress.start(main.terminal(), err, "generating")) {
                result = new Generator(request, known, new GenerateProgress(progress, request.count())).run();
            }
            GeneratedFile file = new GeneratedFile(request, new Version().getVersion()[0]);
            Optional<Path> written = result.levels().isEmpty() || (out == null && !store) ? Optional.empty()
                    : Optional.of(file.writeKept(result.levels(), Optional.ofNullable(out), replace.force(), err));
            print(streams.out(), file, result);
            try {
                if (store && catalog != null && written.isPresent()) {
                    store(catalog, written.get(), request.sourceName(), err);
                    rate(catalog, result, err);
                }
            } finally {
                if (out == null && written.isPresent()) {
                    GeneratedFile.deleteTemporary(written.get());
                }
            }
        }
        if (out != null && result.levels().isEmpty()) {
            err.println("sokodb: no level kept: " + out + " was not written");
        }
        GenerateSummary.print(err, request, result);
        return result.levels().size() < request.count() ? ExitCodes.REJECTED : ExitCodes.OK;
    }

    /**
     * The catalog to check against: the one --db names (created for --import), or none when
     * there is no catalog file yet, said once.
     */
    private Optional<OpenCatalog> catalog(PrintWriter err) {
        DatabaseLocation location;
        try {
            location = DatabaseLocation.of(main.database());
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException(e.getMessage());
        }
        if (!store && location.embeddedFile()
                && !Files.exists(Path.of(location.embeddedBase() + ".mv.db"))) {
            err.println("sokodb: no catalog at " + location.shown() + ": the levels are checked against each "
                    + "other only");
            return Optional.empty();
        }
        OpenCatalog opened = CatalogOption.openWithoutWaiting(main, store);
        return Optional.of(store ? CatalogOption.writable(opened, "generate --import") : opened);
    }

    private void print(PrintWriter stdout, GeneratedFile file, GenerationResult result) {
        try (TableWriter table = TableWriter.create(stdout, output.json, "index", "title", "unique_id", "width", "height",
                "boxes", "moves", "pushes", "box_lines", "box_changes", "difficulty", "band", "seconds")) {
            int index = 0;
            for (GeneratedLevel l : result.levels()) {
                var m = l.solution().metrics();
                table.row(++index, file.title(l), l.ids().uniqueId(), l.board().width(), l.board().height(),
                        l.board().boxCount(), m.moves(), m.pushes(), m.boxLines(), m.boxChanges(),
                        DifficultyTable.decimal(l.rating().difficulty(), 1), l.rating().band().key(),
                        Seconds.of(l.time()));
            }
        }
    }

    /**
     * {@code --import}: the levels' difficulty stored as {@code solve --catalog} stores that of
     * what it solves, from the solutions just imported (each level is a group of its own: the
     * rating is the one printed).
     */
    private static void rate(OpenCatalog catalog, GenerationResult result, PrintWriter err) {
        RatingSummary done;
        try {
            done = catalog.difficulties().rateGroups(result.levels().stream().map(l -> l.ids().uniqueId()).toList());
        } catch (CatalogException e) {
            // the levels are stored: their difficulty can be rated later
            err.println("sokodb: their difficulty was not stored (" + e.getMessage() + "); sokodb difficulty "
                    + "--catalog rates it");
            return;
        }
        err.println("sokodb: rated the difficulty of " + Counted.of(done.rated(), "group") + " in the catalog"
                + (done.failed() == 0 ? "" : "; " + done.failed() + " not rated: no stored solution solves it"));
    }

    /**
     * {@code --import}: the written levels go into the catalog as a new source, as {@code import}
     * stores any, and each source's line is said as {@code import} says it.
     */
    private static void store(OpenCatalog catalog, Path file, String name, PrintWriter err) {
        Problems problems = new Problems(err);
        catalog.imports().importAsNewSource(file, name, new ImportListener.Passing() {
            @Override
            public Diagnostics diagnostics() {
                return problems;
            }

            @Override
            public void source(SourceReport report) {
                err.println("sokodb: imported " + ImportLines.source(report));
            }
        });
        if (problems.count() > 0) {
            // every level was solved and replayed before it was written: a rejection here is a bug
            throw new CommandFailedException("the catalog refused " + problems.count()
                    + " of the generated levels (said above)");
        }
    }
}
