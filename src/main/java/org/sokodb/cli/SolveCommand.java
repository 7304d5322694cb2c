package org.sokodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.solving.SolvePlan;
import org.sokodb.catalog.solving.SolveRun;
import org.sokodb.cli.options.CatalogGroups;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.SearchBudget;
import org.sokodb.cli.options.SokOutOption;
import org.sokodb.cli.output.ClaimsStatus;
import org.sokodb.cli.output.InTurn;
import org.sokodb.cli.output.LevelQueue;
import org.sokodb.cli.output.SokOutput;
import org.sokodb.cli.output.SolveReport;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Interruption;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.cli.terminal.Terminal;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.Solver;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code sokodb solve PATH…}: solves every level, no database. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve every level in files, directories and zip archives.",
            "Columns: source index title verdict moves pushes seconds nodes solution optimal search failed; verdict is "
                    + "solved, unsolvable (the whole reachable space was searched), timeout or memory; search names "
                    + "the search that found the solution: forward (the push search), backward (the pull search), "
                    + "meeting (the two joined), fess (the feature-space search), packing (the packing-order search), "
                    + "phases (the search that follows YASS's phased order) or optimal (--optimal pushes); failed "
                    + "names the searches that ended with an error while the others went on (empty when none). Every "
                    + "solution is replayed by the verifier before it is printed.",
            "Threads: each level gets a portfolio of two searches racing (forward: the push search, then the "
                    + "feature-space search FESS; backward: the pull search) when there are two threads or more, "
                    + "and threads/2 levels are solved at once.",
            "With --catalog: the catalog's levels without a solution instead, one per Unique-Id group, each "
                    + "solution stored and carried to the group's other levels; on PostgreSQL several processes "
                    + "share the work: a worker waits for groups other workers hold, and takes them over when a "
                    + "killed worker's claims lapse (docs/postgresql.md); --status shows the team's progress "
                    + "(groups solved, unsolvable, timed out, claimed by each worker now).",
            "Ctrl-C stops the search under way with what it has and keeps every row printed; --out is still "
                    + "written, with every level, those not searched as they were (exit 130).",
            "Exit 0 all solved, 1 some not solved or some input rejected, 2 usage, 3 could not run."})
final class SolveCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "PATH", description = "Level files, directories or zip archives")
    List<String> paths = List.of();

    @Mixin
    CatalogGroups groups;

    @Mixin
    CatalogOption catalogOption;

    @Mixin
    SearchBudget budget;

    @Option(names = "--optimal", paramLabel = "pushes",
            description = "pushes: only solutions proved to have the fewest pushes (A*); slower")
    String optimal;

    @Mixin
    SokOutOption sokOut;

    @Mixin
    JsonOption output;

    @Override
    public Integer call() {
        int threads = budget.threads();
        SolveMode mode = SolveMode.FAST;
        if (optimal != null) {
            if (!optimal.equalsIgnoreCase("pushes")) {
                throw new ParameterException(catalogOption.commandLine(), "--optimal takes pushes, not " + optimal);
            }
            mode = SolveMode.PUSH_OPTIMAL;
        }
        PrintWriter err = catalogOption.err();
        // the push-optimal search is one A* per level: its second core solves the next level
        int portfolio = mode == SolveMode.PUSH_OPTIMAL ? 1 : Math.min(2, threads);
        int parallel = Math.max(1, threads / portfolio);
        long cap = budget.memoryCap(err);
        SolverLimits limits = new SolverLimits(budget.timeLimit(), Math.max(1 << 20, cap / parallel), portfolio,
                budget.nodeLimit());
        if (groups.team().status()) {
            return status();
        }
        if (groups.asked()) {
            return solveCatalog(new SolvePlan(limits, mode, parallel, groups.team().waits()), cap);
        }
        if (paths.isEmpty()) {
            throw new ParameterException(catalogOption.commandLine(),
                    "give level files, directories or zips, or --catalog");
        }
        Path out = sokOut.file();
        sokOut.check("solutions.sok");
        for (String path : paths) {
            if (OutputFile.isSameFile(out, Path.of(path))) {
                // the new file holds the solver's solutions only: a level it does not solve would lose its own
                throw new CommandFailedException("cannot write " + out + ": it is an input of this run, whose "
                        + "solutions the new file would not hold; name another file", ExitCodes.USAGE);
            }
        }
        Terminal terminal = catalogOption.terminal();
        SolveMode searchMode = mode;
        try (Progress progress = Progress.start(terminal, err, catalogOption.out(), "solving");
                SokOutput sok = SokOutput.open(out);
                SolveReport report = new SolveReport(progress.out(), output.json, sok, new Problems(progress.err()),
                        progress);
                LevelQueue<SolverResult> queue = new LevelQueue<>(parallel, "sokodb-solve",
                        (record, board) -> Solver.solve(board, limits, searchMode), "the solver failed", report);
                Interruption interruption = Interruption.install(() -> stuck(progress, out), queue::stop)) {
            if (terminal.stderrIsTerminal()) {
                progress.total(SourceCount.of(paths), "sources").items("solved");
            }
            Problems problems = report.problems();
            Diagnostics inTurn = new InTurn(queue::then, progress, problems);
            // after Ctrl-C the rest of the input is read, not searched: --out gets every level
            LevelSources.read(paths, new LevelSources.Handler.Each(record -> queue.addPlayable(record, problems, progress),
                    inTurn) {
                @Override
                public void end(Source source, LevelStream stream, int boards, boolean complete) {
                    queue.then(progress::step);
                }
            });
            queue.finish();
            sok.commit().ifPresent(n -> OutputFile.note(progress.err(), n));
            progress.finish();
            if (interruption.requested()) {
                progress.err().println("sokodb: interrupted: " + report.interrupted(out));
                progress.err().flush();
                interruption.handled();
                return Interruption.EXIT_CODE;
            }
            return report.allSolved() ? problems.exitCode() : ExitCodes.REJECTED;
        } catch (IOException e) {
            throw OutputFile.cannotWrite(out, e);
        }
    }

    /** Ctrl-C's line when the run did not get to say it within the grace time: nothing was written. */
    private static void stuck(Progress progress, Path out) {
        progress.clear();
        progress.err().println("sokodb: interrupted: the levels printed" + (out == null ? "" : "; " + out
                + " not written (an earlier file of that name is as it was)"));
        progress.err().flush();
    }

    /**
     * {@code solve --catalog}: the catalog's groups without a solution, searched and stored by
     * the catalog's write side; each result is shown as {@code solve PATH…} shows it.
     */
    private int solveCatalog(SolvePlan plan, long memoryCap) {
        CommandLine cl = catalogOption.commandLine();
        groups.requireCatalog(cl, "--source, --limit and --no-wait go with --catalog");
        if (!paths.isEmpty()) {
            throw new ParameterException(cl, "--catalog solves the catalog's levels: give no PATH with it");
        }
        int limit = groups.limit(cl);
        Path out = sokOut.file();
        sokOut.check("solutions.sok");
        try (Progress progress = Progress.start(catalogOption.terminal(), cl.getErr(), cl.getOut(), "solving the catalog");
                OpenCatalog opened = catalogOption.openExisting(progress)) {
            opened.requireWritable("solve --catalog");
            Problems problems = new Problems(progress.err());
            progress.counting("groups searched").items("solved");
            List<String> sources = opened.inventory().names().resolveAll(groups.sources());
            if (!CatalogGroups.allKnown(opened.inventory().unknownSources(sources), progress.err())) {
                return ExitCodes.REJECTED;
            }
            SolveRun run = new SolveRun(new Version().getVersion()[0], plan.limits().timeLimit(), memoryCap,
                    plan.limits().nodeLimit(), sources, limit);
            try (SokOutput sok = SokOutput.open(out);
                    SolveReport report = new SolveReport(progress.out(), output.json, sok, problems, progress)) {
                boolean allTaken = opened.solving().run(run, plan, report.catalogListener());
                sok.commit().ifPresent(n -> OutputFile.note(progress.err(), n));
                progress.finish();
                return report.allSolved() && allTaken ? problems.exitCode() : ExitCodes.REJECTED;
            } catch (IOException e) {
                throw OutputFile.cannotWrite(out, e);
            }
        }
    }

    /** {@code solve --catalog --status}: where the catalog's solving stands, for a team of workers sharing it. */
    private int status() {
        CommandLine cl = catalogOption.commandLine();
        groups.requireCatalog(cl, "--status goes with --catalog");
        if (!paths.isEmpty()) {
            throw new ParameterException(cl, "--catalog --status reads the catalog: give no PATH with it");
        }
        try (OpenCatalog opened = catalogOption.openExisting()) {
            ClaimsStatus.solving(cl.getOut(), output.json, opened.solving().status());
        }
        return ExitCodes.OK;
    }
}
