package org.sokodb.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.SolutionFiles;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.verify.SolutionFile;
import org.sokodb.verify.Verifier;
import org.sokodb.verify.VerifyTally;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sokodb verify LEVELS [SOLUTIONS]}: replay solutions and say which are valid, no database. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {
            "Replay solutions and report, per solution, whether it is valid, with its metrics. No database.",
            "Without SOLUTIONS the solution and saved-game blocks under each level of LEVELS are checked "
                    + "(SOK files, Festival-style solver output); a level without any gets a 'missing' row.",
            "With SOLUTIONS, that file holds one line of moves per level, in the order of LEVELS "
                    + "(blocks in LEVELS are then ignored); an empty line means 'missing'.",
            "Columns: source index title verdict moves pushes box_lines box_changes pushing_sessions "
                    + "player_lines detail. Verdicts: valid, unsolved, illegal, malformed, missing.",
            "A summary goes to stderr. Exit 0 when every row is valid or is a saved game (SaveGame …) "
                    + "that is unsolved, as saved games are; exit 1 when any other row is not valid or a "
                    + "board is rejected or a file (LEVELS, SOLUTIONS) does not exist or cannot be read; 2 usage; 3 could not run."})
final class VerifyCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "LEVELS",
            description = "Level file (XSB, SOK, solver output), directory or zip archive")
    String levels;

    @Parameters(index = "1", arity = "0..1", paramLabel = "SOLUTIONS",
            description = "Solution file: one line of moves (LURD, RLE allowed) per level of LEVELS")
    String solutions;

    @Option(names = "--strict", description = "Steps after the level is solved make a solution illegal "
            + "(default: they are cut off, and the detail says so: 'trimmed 8 steps after the level was solved "
            + "at step 110')")
    boolean strict;

    /** The default since steps after the solved position are trimmed; kept so that scripts using it still run. */
    @Option(names = "--trim", hidden = true)
    boolean trim;

    @Mixin
    JsonOption output;

    @Mixin
    CommandStreams streams;

    @Override
    public Integer call() {
        PrintWriter err = streams.err();
        Problems problems = new Problems(err);
        boolean levelsUsable = !SourceCount.usable(List.of(levels), problems).isEmpty();
        Optional<SolutionFile> file = SolutionFiles.open(solutions, problems);
        if (!levelsUsable || (solutions != null && file.isEmpty())) {
            // LEVELS or SOLUTIONS is missing or empty: the other has nothing to be matched with
            file.ifPresent(SolutionFile::close);
            return ExitCodes.REJECTED;
        }
        Verifier verifier = new Verifier(strict ? TrailingSteps.REFUSE : TrailingSteps.TRIM);
        VerifyTally tally;
        try (TableWriter table = TableWriter.create(streams.out(), output.json, "source", "index", "title", "verdict",
                "moves", "pushes", "box_lines", "box_changes", "pushing_sessions", "player_lines", "detail")) {
            Verifier.Listener listener = Verifier.Listener.ofRows(problems, row -> {
                Optional<SolutionMetrics> m = row.metrics();
                table.row(row.source(), row.index(), row.title(), row.verdict().label(),
                        m.map(SolutionMetrics::moves).orElse(null), m.map(SolutionMetrics::pushes).orElse(null),
                        m.map(SolutionMetrics::boxLines).orElse(null),
                        m.map(SolutionMetrics::boxChanges).orElse(null),
                        m.map(SolutionMetrics::pushingSessions).orElse(null),
                        m.map(SolutionMetrics::playerLines).orElse(null), row.detail());
            });
            tally = file.isPresent()
                    ? verifier.verify(levels, file.get(), listener)
                    : verifier.verify(levels, listener);
        } finally {
            file.ifPresent(SolutionFile::close);
        }
        err.println(tally.summary());
        err.flush();
        return problems.count() == 0 && tally.notAccepted() == 0 ? ExitCodes.OK : ExitCodes.REJECTED;
    }
}
