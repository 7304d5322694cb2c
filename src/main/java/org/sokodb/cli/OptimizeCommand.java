package org.sokodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.board.Board;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.optimizing.OptimizeRun;
import org.sokodb.cli.options.CatalogGroups;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.SearchBudget;
import org.sokodb.cli.options.SokOutOption;
import org.sokodb.cli.output.CatalogOptimizeReport;
import org.sokodb.cli.output.ClaimsStatus;
import org.sokodb.cli.output.InTurn;
import org.sokodb.cli.output.OptimizeReport;
import org.sokodb.cli.output.OrderedPool;
import org.sokodb.cli.output.SokOutput;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Interruption;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.cli.terminal.Terminal;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.optimizer.Metric;
import org.sokodb.optimizer.Optimized;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.optimizer.OptimizerLimits;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.SolutionOrder;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.replay.SolutionStatus;
import org.sokodb.verify.CheckedLevel;
import org.sokodb.verify.SolutionFile;
import org.sokodb.verify.SolutionFileException;
import org.sokodb.verify.Verifier;
import org.sokodb.verify.VerifyRow;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code sokodb optimize LEVELS [SOLUTIONS]}: better solutions by moves or by pushes, no
 * database; {@code optimize --catalog}: the catalog's best solutions made better and stored.
 */
@Command(name = "optimize", mixinStandardHelpOptions = true,
        description = {"Make solutions better: fewer moves (--metric moves, the default) or fewer pushes "
                + "(--metric pushes). No database, or with --catalog the catalog's solutions.",
            "The inputs are those of verify: the solution blocks under each level of LEVELS (SOK files, solver "
                    + "output), or with SOLUTIONS one line of moves per level. Every valid solution of a level is a "
                    + "starting point; the row reports the best solution known for the level.",
            "Columns: source index title verdict before_moves before_pushes moves pushes box_lines box_changes "
                    + "pushing_sessions player_lines seconds solution refused. Verdicts: improved, unchanged, invalid "
                    + "(no input solution solves the level; why goes to stderr), missing. The solution column always "
                    + "holds the best solution known: the input itself when nothing better was found. refused is "
                    + "empty unless the optimizer made solutions that did not replay (a bug to report).",
            "Every solution is replayed by the verifier before it is printed, and none is worse than its input in "
                    + "the metric's order: moves then pushes (or pushes then moves), then box lines, box changes, "
                    + "pushing sessions, player lines (docs/optimizer.md).",
            "Threads: levels optimized at once, one thread each.",
            "Ctrl-C stops the searches under way and keeps what they found: their rows are printed, and --out is "
                    + "written with every level of the input, those not searched as they were (the rest of the input "
                    + "is read, not replayed); a file --out replaces always holds at least the levels it held.",
            "--catalog: one Unique-Id group at a time, from the group's best solution in the metric; an improvement "
                    + "is replayed, stored with what it improved on (show names it) and carried to the group's "
                    + "other levels. Columns: unique_id source index title verdict before_moves before_pushes moves "
                    + "pushes carried seconds. A group optimized in a metric is not searched again in it unless a "
                    + "better solution arrived, the last run proved nothing and this one may spend more, or "
                    + "--force (docs/optimizer.md). On PostgreSQL several processes share the work as solve --catalog's "
                    + "do: a worker waits for groups other workers hold (--no-wait ends instead) and takes over a "
                    + "killed worker's when its claims lapse; --status shows where the work stands "
                    + "(groups with a solution; per metric optimized, improved, proved, claimed by each worker now).",
            "Exit 0 every level optimized, 1 some input invalid or missing, 2 usage, 3 could not run, 130 "
                    + "interrupted."})
final class OptimizeCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "LEVELS",
            description = "Level file (SOK, solver output, XSB with SOLUTIONS), directory or zip archive")
    String levels;

    @Parameters(index = "1", arity = "0..1", paramLabel = "SOLUTIONS",
            description = "Solution file: one line of moves (LURD, RLE allowed) per level of LEVELS")
    String solutions;

    @Option(names = "--metric", paramLabel = "moves|pushes",
            description = "moves: fewest moves, then pushes (default); pushes: fewest pushes, then moves")
    String metricName = "moves";

    @Mixin
    SearchBudget budget;

    /** {@code --threads}, checked: levels optimized at once, one thread each. */
    private int threads;

    @Option(names = "--exhaustive", description = "Search each level until its optimum is proved or a limit is "
            + "reached (default: a level ends when more search is unlikely to pay; docs/optimizer.md)")
    boolean exhaustive;

    @Mixin
    SokOutOption sokOut;

    @Mixin
    CatalogGroups groups;

    @Mixin
    CatalogOption catalogOption;

    @Option(names = "--strict", description = "Steps after the level is solved make an input solution invalid "
            + "(default: they are cut off, as verify does)")
    boolean strict;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        threads = budget.threads();
        long nodeLimit = budget.nodeLimit();
        Metric metric = switch (metricName.toLowerCase(Locale.ROOT)) {
            case "moves" -> Metric.MOVES;
            case "pushes" -> Metric.PUSHES;
            default -> throw new ParameterException(catalogOption.commandLine(), "--metric takes moves or pushes, not "
                    + metricName);
        };
        PrintWriter err = catalogOption.err();
        long cap = budget.memoryCap(err);
        OptimizerLimits limits = new OptimizerLimits(budget.timeLimit(), Math.max(1 << 20, cap / threads), nodeLimit,
                exhaustive);
        if (groups.asked()) {
            return catalog(metric, limits);
        }
        if (levels == null) {
            throw new ParameterException(catalogOption.commandLine(),
                    "Missing required parameter: 'LEVELS' (or --catalog)");
        }
        sokOut.check("optimized.sok");
        Problems early = new Problems(err);
        if (SourceCount.usable(List.of(levels), early).isEmpty()) {
            return early.exitCode();
        }
        Optional<SolutionFile> file;
        try {
            file = Optional.ofNullable(solutions).map(SolutionFile::open);
        } catch (SourceException e) {
            throw new CommandFailedException(e.getMessage());
        }
        try {
            return run(metric, limits, file, err);
        } finally {
            file.ifPresent(SolutionFile::close);
        }
    }

    private int run(Metric metric, OptimizerLimits limits, Optional<SolutionFile> file, PrintWriter err) {
        Path out = sokOut.file();
        boolean inPlace = OutputFile.isSameFile(out, Path.of(levels));
        Terminal terminal = catalogOption.terminal();
        try (Progress progress = Progress.start(terminal, err, catalogOption.out(), "optimizing");
                Interruption interruption = Interruption.install(() -> interrupted(progress, null));
                SokOutput sok = SokOutput.open(out);
                OptimizeReport report = new OptimizeReport(progress.out(), output.json, sok, progress, metric,
                        inPlace);
                OrderedPool<Optimized> pool = new OrderedPool<>(threads, "sokodb-optimize")) {
            if (terminal.stderrIsTerminal()) {
                progress.total(SourceCount.of(List.of(levels)), "sources").items("improved");
            }
            Problems problems = new Problems(progress.err());
            Diagnostics inTurn = new InTurn(pool::then, progress, problems);
            boolean lines = file.isPresent();
            Verifier.Listener listener = new Verifier.Listener.Passing() {
                @Override
                public Diagnostics diagnostics() {
                    return inTurn;
                }

                @Override
                public void level(CheckedLevel level) {
                    start(level, metric, limits, pool, report, problems, interruption, lines);
                }

                @Override
                public void copied(LevelRecord record, Board board, List<SolutionBlock> blocks) {
                    pool.then(() -> report.copied(record, board, blocks));
                }
            };
            // after Ctrl-C the rest of the input is read, not replayed: --out gets every level
            Verifier verifier = Verifier.copyingOnce(strict ? TrailingSteps.REFUSE : TrailingSteps.TRIM,
                    interruption::requested);
            try {
                if (lines) {
                    verifier.verify(levels, file.get(), listener);
                } else {
                    verifier.verify(levels, listener);
                }
            } catch (SolutionFileException e) {
                pool.finish(); // the levels read before the file failed keep their rows; --out is not written
                throw e;
            }
            pool.finish();
            int lost = inPlace ? verifier.boardsRead() - report.counts().written() : 0;
            if (lost <= 0) {
                sok.commit().ifPresent(n -> OutputFile.note(progress.err(), n));
            }
            progress.finish();
            if (lost > 0) {
                // the input is the file to replace: a board that is no level would not be in the new one
                progress.err().println("sokodb: " + out + " not replaced: " + lost + " of its boards "
                        + (lost == 1 ? "is" : "are") + " no playable level and would be lost; it is as it was "
                        + "(write --out to another file)");
            }
            if (interruption.requested()) {
                interrupted(progress, lost > 0 ? null : report);
                interruption.handled();
                return Interruption.EXIT_CODE;
            }
            return lost == 0 && problems.count() == 0 && report.counts().allOptimized() ? ExitCodes.OK
                    : ExitCodes.REJECTED;
        } catch (IOException e) {
            throw OutputFile.cannotWrite(out, e);
        }
    }

    /** {@code --catalog}: the groups of the catalog, {@code threads} at a time, each result stored as it comes. */
    private int catalog(Metric metric, OptimizerLimits limits) {
        CommandLine cl = catalogOption.commandLine();
        groups.requireCatalog(cl, "--source, --limit, --no-wait and --status go with --catalog");
        if (levels != null || sokOut.file() != null || strict) {
            throw new ParameterException(cl, "--catalog optimizes the catalog's solutions: give no LEVELS, --out or "
                    + "--strict with it");
        }
        int limit = groups.limit(cl);
        if (groups.team().status()) {
            try (OpenCatalog opened = catalogOption.openExisting()) {
                ClaimsStatus.optimizing(cl.getOut(), output.json, opened.optimizing().status());
            }
            return ExitCodes.OK;
        }
        try (Progress progress = Progress.start(catalogOption.terminal(), cl.getErr(), cl.getOut(),
                "optimizing the catalog");
                OpenCatalog opened = CatalogOption.writable(catalogOption.openExisting(progress), "optimize --catalog");
                Interruption interruption = Interruption.install(() -> progress.err()
                        .println("sokodb: interrupted: the groups printed are stored"));
                CatalogOptimizeReport report = new CatalogOptimizeReport(progress.out(), output.json, progress,
                        interruption::requested)) {
            List<String> sources = opened.inventory().names().resolveAll(groups.sources());
            if (!CatalogGroups.allKnown(opened.inventory().unknownSources(sources), progress.err())) {
                return ExitCodes.REJECTED;
            }
            progress.counting("groups optimized").items("improved");
            boolean allTaken;
            try {
                allTaken = opened.optimizing().run(new OptimizeRun(new Version().getVersion()[0], metric, limits,
                        sources, limit, sokOut.force(), threads, groups.team().waits()), report);
            } catch (CatalogException e) {
                if (!interruption.requested()) {
                    throw e;
                }
                allTaken = false; // Ctrl-C while the catalog was out of reach: what was printed is stored
            }
            progress.finish();
            if (interruption.requested()) {
                progress.err().println("sokodb: interrupted: " + report.groups() + " groups optimized, "
                        + report.improved() + " improved and stored");
                interruption.handled();
                return Interruption.EXIT_CODE;
            }
            return report.allStored() && allTaken ? ExitCodes.OK : ExitCodes.REJECTED;
        }
    }

    /** The best valid input of a level in the metric's order, with its counts. */
    private record BestInput(Steps steps, SolutionMetrics metrics) {
    }

    private static Optional<BestInput> bestInput(CheckedLevel level, Metric metric) {
        List<BestInput> valid = new ArrayList<>();
        for (VerifyRow row : level.rows()) {
            if (row.verdict() == SolutionStatus.VALID) {
                valid.add(new BestInput(level.valid().get(valid.size()), row.metrics().orElseThrow()));
            }
        }
        return SolutionOrder.best(valid, BestInput::metrics, metric.order());
    }

    /** Optimizes a level with a valid solution, or prints its row now when it has none. */
    private static void start(CheckedLevel level, Metric metric, OptimizerLimits limits, OrderedPool<Optimized> pool,
            OptimizeReport report, Problems problems, Interruption interruption, boolean lines) {
        SourceLocation where = level.record().location();
        for (int i = 0; i < level.rows().size(); i++) {
            VerifyRow row = level.rows().get(i);
            SourceLocation read = level.where().get(i);
            if (!row.accepted() && row.verdict() != SolutionStatus.MISSING) {
                pool.then(() -> problems.report(read, "not a solution: " + row.detail()));
            }
        }
        Optional<BestInput> best = bestInput(level, metric);
        if (best.isEmpty()) {
            boolean invalid = level.rows().stream().anyMatch(r -> !r.accepted() && r.verdict() != SolutionStatus.MISSING);
            pool.then(() -> report.withoutSolution(level.record(), level.board(), invalid ? "invalid" : "missing"));
            return;
        }
        // a level whose turn comes after Ctrl-C is not searched: null, and only its input goes to --out
        pool.add(() -> interruption.requested() ? null
                : Optimizer.optimize(level.board(), level.valid(), metric, limits, interruption::requested),
                new OrderedPool.Delivery<>() {
                    @Override
                    public void accept(Optimized o) {
                        if (o == null && lines) {
                            report.kept(level.record(), level.board(), best.get().steps(), best.get().metrics());
                            return;
                        } else if (o == null) {
                            report.copied(level.record(), level.board(), level.record().solutions());
                            return;
                        }
                        o.limit().ifPresent(why -> problems.note(where.prefix(), why + "; kept the best found"));
                        if (o.refused() > 0) {
                            problems.note(where.prefix(), Optimized.refusedNote(o.refused()));
                        }
                        report.optimized(level.record(), level.board(), o);
                    }

                    @Override
                    public void failed(Throwable cause) {
                        problems.report(where, "the optimizer failed: " + cause + "; kept the input");
                        BestInput b = best.get();
                        report.optimized(level.record(), level.board(), Optimized.kept(b.steps(), b.metrics()));
                    }
                });
    }

    /** What Ctrl-C keeps, said on stderr. */
    private void interrupted(Progress progress, OptimizeReport report) {
        progress.clear();
        PrintWriter err = progress.err();
        OptimizeReport.Counts counts = report == null ? null : report.counts();
        String done = counts == null ? "the levels printed" : counts.levels() + " levels optimized, "
                + counts.improved() + " improved";
        Path out = sokOut.file();
        err.println("sokodb: interrupted: " + done + (out == null ? "" : counts == null
                ? "; " + out + " not written (an earlier file of that name is as it was)"
                : "; " + out + " written with every level of the input (" + counts.written() + "), the "
                        + counts.copied() + " not searched as they were"));
        err.flush();
    }
}
