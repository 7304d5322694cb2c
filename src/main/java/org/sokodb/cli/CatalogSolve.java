package org.sokodb.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.work.HeldClaims;
import org.sokodb.catalog.front.work.SearchReport;
import org.sokodb.catalog.front.work.SolveClaims;
import org.sokodb.catalog.front.work.SolveRun;
import org.sokodb.catalog.front.work.SolveTask;
import org.sokodb.catalog.front.work.StoredSearch;
import org.sokodb.cli.output.ClaimsStatus;
import org.sokodb.cli.output.SokOutput;
import org.sokodb.cli.output.SolveReport;
import org.sokodb.cli.output.SolvingQueue;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.Version;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.solver.SolveMode;
import org.sokodb.solver.SolverLimits;
import org.sokodb.solver.SolverResult;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * {@code solve --catalog}: the solving loop fed by the catalog's groups without a solution
 * ({@link SolveClaims}), each result stored (and carried to the group's duplicates) before
 * it is reported like a result of {@code solve PATH…}.
 */
final class CatalogSolve implements SolvingQueue.Sink {
    private final SolveClaims solving;
    private final SolveReport report;
    private final Problems problems;
    private final Progress progress;
    private final Map<LevelRecord, SolveTask> tasks = new IdentityHashMap<>();

    CatalogSolve(SolveClaims solving, SolveReport report, Problems problems, Progress progress) {
        this.solving = solving;
        this.report = report;
        this.problems = problems;
        this.progress = progress;
    }

    /** Runs {@code solve --catalog} with the options of {@code command}; returns the exit code. */
    static int call(SolveCommand command, SolverLimits limits, int parallel, SolveMode mode, long memoryCap) {
        CommandLine cl = command.spec.commandLine();
        if (!command.catalog) {
            throw new ParameterException(cl, "--source, --limit and --no-wait go with --catalog");
        }
        if (!command.paths.isEmpty()) {
            throw new ParameterException(cl, "--catalog solves the catalog's levels: give no PATH with it");
        }
        if (command.limit < 1) {
            throw new ParameterException(cl, "--limit must be positive, not " + command.limit);
        }
        if (command.out != null) {
            OutputFile.check(command.out, command.force, "solutions.sok");
        }
        PrintWriter err = cl.getErr();
        try (Progress progress = Progress.start(command.catalogOption.terminal(), err, cl.getOut(),
                "solving the catalog");
                OpenCatalog catalog = command.catalogOption.open(progress)) {
            Problems problems = new Problems(progress.err());
            progress.counting("groups searched").items("solved");
            List<String> unknown = catalog.queries().unknownSources(command.sources);
            if (!unknown.isEmpty()) {
                progress.err().println("sokodb: no source '" + unknown.get(0) + "' in the catalog (see 'sokodb collections')");
                return ExitCodes.REJECTED;
            }
            SolveRun run = new SolveRun(new Version().getVersion()[0], limits.timeLimit(), memoryCap,
                    limits.nodeLimit(), command.sources, command.limit);
            try (SokOutput sok = SokOutput.open(command.out);
                    SolveReport report = new SolveReport(progress.out(), command.json, sok, problems, progress)) {
                PrintWriter notices = progress.err();
                SolveClaims solving = catalog.writes().solveClaims(run, line -> notices.println("sokodb: " + line));
                CatalogSolve sink = new CatalogSolve(solving, report, problems, progress);
                boolean allTaken;
                try (SolvingQueue queue = new SolvingQueue(parallel, limits, mode, sink, SolvingQueue.Order.FINISHED)) {
                    allTaken = sink.run(queue, parallel, !command.noWait);
                }
                sok.commit();
                progress.finish();
                return report.allSolved() && allTaken ? problems.exitCode() : ExitCodes.REJECTED;
            } catch (IOException e) {
                throw OutputFile.cannotWrite(command.out, e);
            }
        }
    }

    /**
     * Feeds the queue {@code parallel} groups at a time until the catalog has none left for
     * this run. When the only groups left are claimed by other workers (a shared catalog), says
     * how many, by whom and until when, and waits for them to be stored or to lapse (then takes
     * them) unless {@code wait} is false.
     *
     * @return false when it stopped with groups still claimed by others
     */
    boolean run(SolvingQueue queue, int parallel, boolean wait) {
        String told = "";
        while (true) {
            List<SolveTask> batch = solving.next(parallel);
            if (batch.isEmpty()) {
                // this worker's own searches first: they store and free what they hold
                queue.finish();
                List<HeldClaims> held = solving.wantsMore() ? solving.heldByOthers() : List.of();
                if (held.isEmpty()) {
                    batch = solving.next(parallel);
                    if (batch.isEmpty()) {
                        break;
                    }
                } else {
                    String line = held(held) + (wait ? "; waiting for them to be stored or to lapse (--no-wait ends instead)"
                            : "; not waiting for them (--no-wait)");
                    if (!line.equals(told)) {
                        progress.err().println("sokodb: " + line);
                        told = line;
                    }
                    if (!wait) {
                        return false;
                    }
                    pause(HELD_POLL);
                    continue;
                }
            }
            for (SolveTask t : batch) {
                LevelRecord record = record(t);
                try {
                    Board board = Board.parse(record.rows());
                    tasks.put(record, t);
                    queue.add(record, board);
                } catch (BoardException e) {
                    // the catalog made this board from a parsed one: it parses
                    solving.store(t, Optional.empty());
                    problems.report(record.location(), e.getMessage());
                }
            }
        }
        queue.finish();
        return true;
    }

    /** How often a worker with nothing to take looks again at the claims of others. */
    private static final Duration HELD_POLL = Duration.ofSeconds(5);

    /** "3 groups are claimed by other workers: host:12 holds 2 until 2026-11-23T07:10:04Z, …". */
    static String held(List<HeldClaims> held) {
        long groups = held.stream().mapToLong(HeldClaims::groups).sum();
        StringBuilder line = new StringBuilder();
        line.append(groups).append(groups == 1 ? " group is" : " groups are").append(" claimed by other workers: ");
        for (int i = 0; i < held.size(); i++) {
            HeldClaims h = held.get(i);
            line.append(i == 0 ? "" : ", ").append(h.worker()).append(" holds ").append(h.groups()).append(" until ")
                    .append(ClaimsStatus.instant(h.until()));
        }
        return line.toString();
    }

    private static void pause(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CommandFailedException("interrupted");
        }
    }

    @Override
    public void solved(LevelRecord record, Board board, SolverResult result) {
        SolveTask task = tasks.remove(record);
        progress.step();
        if (result instanceof SolverResult.GaveUp g && g.reason() == SolverResult.GaveUp.Reason.INTERRUPTED) {
            solving.store(task, Optional.empty());
            report.solved(record, board, result);
            return;
        }
        StoredSearch stored = solving.store(task, Optional.of(searchReport(result)));
        if (stored.problem().isPresent()) {
            report.failed(record, stored.problem().get());
        } else {
            report.solved(record, board, result);
        }
    }

    @Override
    public void failed(LevelRecord record, String reason) {
        SolveTask task = tasks.remove(record);
        progress.step();
        solving.store(task, Optional.of(new SearchReport(SearchReport.Verdict.FAILED, Optional.empty(), 0, 0, false)));
        report.failed(record, reason);
    }

    private static SearchReport searchReport(SolverResult result) {
        double seconds = result.elapsed().toNanos() / 1e9;
        if (result instanceof SolverResult.Solved s) {
            return new SearchReport(SearchReport.Verdict.SOLVED, Optional.of(s.steps().letters()), seconds, s.nodes(),
                    s.pushOptimal());
        }
        if (result instanceof SolverResult.Unsolvable u) {
            return new SearchReport(SearchReport.Verdict.UNSOLVABLE, Optional.empty(), seconds, u.nodes(), false);
        }
        SolverResult.GaveUp g = (SolverResult.GaveUp) result;
        SearchReport.Verdict verdict = g.reason() == SolverResult.GaveUp.Reason.MEMORY ? SearchReport.Verdict.MEMORY
                : SearchReport.Verdict.TIMEOUT;
        return new SearchReport(verdict, Optional.empty(), seconds, g.nodes(), false);
    }

    /** The group as the table shows it: where its level was first imported, its normalised board. */
    private static LevelRecord record(SolveTask t) {
        return new LevelRecord(t.source(), t.boardIndex(), t.line(), t.title(), t.author(), "", t.board().lines().toList(),
                List.of(), Optional.empty(), List.of());
    }
}
