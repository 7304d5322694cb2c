package org.sokodb.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.options.CatalogRatingOptions;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.SearchBudget;
import org.sokodb.cli.output.CatalogRatings;
import org.sokodb.cli.output.DifficultyReport;
import org.sokodb.cli.output.InTurn;
import org.sokodb.cli.output.LevelQueue;
import org.sokodb.cli.output.RatedLevel;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.cli.terminal.Terminal;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.SolverLimits;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code sokodb difficulty PATH…}: how hard each level is for a person, no database. */
@Command(name = "difficulty", mixinStandardHelpOptions = true,
        description = {"Rate how hard every level in files, directories and zip archives is for a person.",
            "Columns: source index title difficulty band boxes pushes moves box_changes decomposition "
                    + "counterintuitive counterintuitive_share box_lines goal_entries floor congestion solution estimator why. "
                    + "difficulty is 0-100, the percentile of the estimate among the reference levels of the fit; "
                    + "band is easy (below 30), medium, hard (70 and up) or very-hard (90 and up), unrated when the "
                    + "level has no solution (never a guess: only the board's boxes, floor and congestion are "
                    + "given, approximate, as why says). A level is rated by the solution under it that keeps boxes together best (solution: "
                    + "file); one with none is solved first (solution: solver, or the solver's verdict: timeout, "
                    + "unsolvable, memory). why names the quantities that weigh most. The method: docs/difficulty.md.",
            "With --catalog: the catalog's Unique-Id groups with a solution rated and stored instead, then every "
                    + "rated group printed (docs/difficulty.md, \"In the catalog\").",
            "Exit 0 all rated, 1 some unrated or some input rejected, 2 usage, 3 could not run."})
final class DifficultyCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "PATH", description = "Level files, directories or zip archives")
    List<String> paths = List.of();

    @Mixin
    SearchBudget budget;

    @Mixin
    JsonOption output;

    @Mixin
    CatalogOption streams;

    @Mixin
    CatalogRatingOptions catalogMode;

    @Override
    public Integer call() {
        if (catalogMode.asked()) {
            catalogMode.check(streams.commandLine(), paths);
            try (Progress progress = Progress.start(streams.terminal(), streams.err(), streams.out(), "rating the catalog");
                    OpenCatalog opened = CatalogOption.writable(streams.openExisting(progress), "difficulty --catalog")) {
                return CatalogRatings.run(opened, catalogMode.sources(), output.json, progress);
            }
        }
        if (paths.isEmpty()) {
            throw new ParameterException(streams.commandLine(), "give level files, directories or zips, or --catalog");
        }
        PrintWriter err = streams.err();
        int threads = budget.threads();
        int portfolio = Math.min(2, threads);
        int parallel = Math.max(1, threads / portfolio);
        long cap = budget.memoryCap(err);
        SolverLimits limits = new SolverLimits(budget.timeLimit(), Math.max(1 << 20, cap / parallel), portfolio,
                budget.nodeLimit());
        Terminal terminal = streams.terminal();
        try (Progress progress = Progress.start(terminal, err, streams.out(), "rating");
                DifficultyReport report = new DifficultyReport(progress.out(), output.json, new Problems(progress.err()),
                        progress);
                LevelQueue<RatedLevel> queue = new LevelQueue<>(parallel, "sokodb-difficulty", RatedLevel.work(limits),
                        "rating failed", report)) {
            if (terminal.stderrIsTerminal()) {
                progress.total(SourceCount.of(paths), "sources").items("rated");
            }
            Problems problems = report.problems();
            Diagnostics inTurn = new InTurn(queue::then, progress, problems);
            LevelSources.read(paths, new LevelSources.Handler.Each(record -> queue.addPlayable(record, problems, progress),
                    inTurn) {
                @Override
                public void end(Source source, LevelStream stream, int boards, boolean complete) {
                    queue.then(progress::step);
                }
            });
            queue.finish();
            progress.finish();
            return report.allRated() ? problems.exitCode() : ExitCodes.REJECTED;
        }
    }
}
