package org.sokodb.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SolutionBlock;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionLimits;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.replay.SolutionStatus;

/**
 * The {@code sokodb verify} use case: checks the solutions of a level file without any
 * database. Solutions come either from the level file itself (SOK solution and saved-game
 * blocks, Festival-style solver output) or from a separate file with one line per level.
 *
 * <p>A level with no solution gets one {@code missing} row. A saved game (a block titled
 * {@code SaveGame …}) that is unsolved is what a saved game is, so its row is accepted; a
 * saved game that happens to solve the level is simply valid. Boards that cannot be played
 * get no row: they are reported as problems.
 */
public final class Verifier {
    /** A "moves/pushes" pair in a block title: {@code Solution/Moves 517/155}, {@code Best Solution 230/97 (…)}. */
    private static final Pattern CLAIMED = Pattern.compile("(?<![\\d/])(\\d{1,9})/(\\d{1,9})(?![\\d/])");

    /** Receives the results, in input order. */
    public interface Listener extends Diagnostics {
        /** Each solution's row as it is judged; a listener of whole levels ({@link #level}) leaves it. */
        default void row(VerifyRow row) {
        }

        /** After the rows of a playable level, the level with all of them and its valid solutions. */
        default void level(CheckedLevel level) {
        }

        /**
         * Once the verifier copies ({@link Verifier#copyingOnce}): each further playable level
         * with its solution blocks as read, none replayed (a line of a solution file is a block
         * without title). Its problems are not reported: the rest of the input is only carried.
         */
        default void copied(LevelRecord record, Board board, List<SolutionBlock> blocks) {
        }

        /** A listener whose problems and notes go on to {@link #diagnostics()}. */
        interface Passing extends Listener, Diagnostics.Passing {
        }

        /** A listener of rows: each to {@code row}, the problems and notes to {@code diagnostics}. */
        static Listener ofRows(Diagnostics diagnostics, Consumer<VerifyRow> row) {
            return new Each(diagnostics, row, level -> { });
        }

        /** A listener of whole levels: each to {@code level}, the problems and notes to {@code diagnostics}. */
        static Listener ofLevels(Diagnostics diagnostics, Consumer<CheckedLevel> level) {
            return new Each(diagnostics, row -> { }, level);
        }

        /** Gives each row and each level to a consumer, the problems and notes to {@code diagnostics}. */
        record Each(Diagnostics diagnostics, Consumer<VerifyRow> rows, Consumer<CheckedLevel> levels)
                implements Passing {
            @Override
            public void row(VerifyRow row) {
                rows.accept(row);
            }

            @Override
            public void level(CheckedLevel level) {
                levels.accept(level);
            }
        }
    }

    /** What a level is said to have when it is copied: nothing (its problems are the reading's, not the run's). */
    private static final Listener SILENT = Listener.ofRows(new Diagnostics() {
        @Override
        public void problem(SourceLocation where, String reason) {
        }

        @Override
        public void note(String where, String message) {
        }
    }, row -> { });

    private final TrailingSteps trailing;
    /** True from the moment the levels are to be copied rather than verified. */
    private final BooleanSupplier copying;
    /** Other notations than LURD, said once per file (the rows say each one). */
    private final SolutionSummary summary = new SolutionSummary();
    /** The boards read so far, levels or not. */
    private int boards;

    public Verifier(TrailingSteps trailing) {
        this(trailing, () -> false);
    }

    private Verifier(TrailingSteps trailing, BooleanSupplier copying) {
        this.trailing = trailing;
        this.copying = copying;
    }

    /**
     * A verifier that, from the moment {@code when} turns true (Ctrl-C), reads the rest of the
     * input without replaying it and gives each level to {@link Listener#copied}: a command
     * that writes a file can still write every level of its input.
     */
    public static Verifier copyingOnce(TrailingSteps trailing, BooleanSupplier when) {
        return new Verifier(trailing, when);
    }

    /**
     * Verifies the levels of {@code levels} (a file, directory or zip archive) against the
     * solution blocks under them.
     */
    public VerifyTally verify(String levels, Listener listener) {
        VerifyTally tally = new VerifyTally();
        Listener counting = counting(listener, tally);
        forEachRecord(levels, counting, record -> {
            if (copying.getAsBoolean()) {
                copy(record, record.solutions(), counting);
            } else {
                PlayableLevel.of(record, counting).ifPresent(level -> blocks(level, counting));
            }
        });
        return tally;
    }

    /**
     * Verifies the levels of {@code levels} against the lines of {@code solutions}, one per
     * board in reading order; solution blocks in the level file are ignored. The caller
     * opens (and closes) the file, so an unreadable one stops it before any output.
     */
    public VerifyTally verify(String levels, SolutionFile solutions, Listener listener) {
        VerifyTally tally = new VerifyTally();
        new LineByLine(solutions, counting(listener, tally)).run(levels);
        return tally;
    }

    /** The boards read so far by this verifier, playable or not: what a file that held them held. */
    public int boardsRead() {
        return boards;
    }

    /** Passes everything on to {@code next} and keeps the tally of the rows. */
    private static Listener counting(Listener next, VerifyTally tally) {
        return new Listener.Passing() {
            @Override
            public Diagnostics diagnostics() {
                return next;
            }

            @Override
            public void row(VerifyRow row) {
                tally.add(row);
                next.row(row);
            }

            @Override
            public void level(CheckedLevel level) {
                next.level(level);
            }

            @Override
            public void copied(LevelRecord record, Board board, List<SolutionBlock> blocks) {
                next.copied(record, board, blocks);
            }
        };
    }

    /** The level's own solution blocks, one row each. */
    private void blocks(PlayableLevel level, Listener listener) {
        LevelRecord record = level.record();
        Rows rows = new Rows(level, listener);
        if (record.solutions().isEmpty()) {
            rows.add(row(record, SolutionStatus.MISSING, Optional.empty(), "no solution", false), null, record.location());
            rows.end();
            return;
        }
        for (SolutionBlock block : record.solutions()) {
            ReplayResult result = Replay.check(level.board(), block.moves(), trailing);
            SourceLocation where = new SourceLocation(record.source(), block.line(), record.index());
            countOtherNotation(result, where,
                    block.title().strip().isEmpty() ? "solution" : "solution '" + block.title().strip() + "'");
            boolean savedGame = block.isSnapshot() && result.verdict() == SolutionStatus.UNSOLVED;
            String detail = join(result.detail(), titleMismatch(result, block.title()), "; ");
            if (savedGame) {
                detail = join(detail, "a saved game, unsolved as expected", "; ");
            }
            // the block title tells the rows of one level apart
            detail = join(block.title().strip(), detail, ": ");
            rows.add(row(record, result.verdict(), metrics(result), detail,
                    result.verdict() == SolutionStatus.VALID || savedGame), result, where);
        }
        rows.end();
    }

    /** The rows of one level, passed on one by one and then together. */
    private static final class Rows {
        private final PlayableLevel level;
        private final Listener listener;
        private final List<VerifyRow> rows = new ArrayList<>();
        private final List<SourceLocation> where = new ArrayList<>();
        private final List<org.sokodb.replay.Steps> valid = new ArrayList<>();

        Rows(PlayableLevel level, Listener listener) {
            this.level = level;
            this.listener = listener;
        }

        /** A row, with the replay it came from (null when nothing was replayed) and where its solution was read. */
        void add(VerifyRow row, ReplayResult result, SourceLocation from) {
            rows.add(row);
            where.add(from);
            if (result instanceof ReplayResult.Valid v) {
                valid.add(v.steps());
            }
            listener.row(row);
        }

        void end() {
            listener.level(new CheckedLevel(level.record(), level.board(), rows, where, valid));
        }
    }

    /** Solutions from a file with one line per level, in level order. */
    private final class LineByLine {
        private final LinePairing lines;
        private final Listener listener;

        LineByLine(SolutionFile lines, Listener listener) {
            this.lines = new LinePairing(lines);
            this.listener = listener;
        }

        void run(String levels) {
            forEachRecord(levels, listener, record -> {
                // every board takes its line, a rejected one too: the solver counted it
                Optional<SolutionFile.Line> line = lines.next(record.index());
                if (copying.getAsBoolean()) {
                    copy(record, line.map(l -> new SolutionBlock("", l.text(), "", l.number())).stream().toList(),
                            listener);
                    return;
                }
                Optional<PlayableLevel> level = PlayableLevel.of(record, listener);
                if (line.isEmpty()) {
                    int wanted = lines.lastMissing();
                    level.ifPresent(l -> {
                        Rows rows = new Rows(l, listener);
                        rows.add(row(record, SolutionStatus.MISSING, Optional.empty(), "no line " + wanted + " in "
                                + lines.name(), false), null, record.location());
                        rows.end();
                    });
                } else {
                    level.ifPresent(l -> check(l, line.get()));
                }
            });
            lines.finish(listener);
            summary.flush(listener::problem, listener::note, 2);
        }

        private void check(PlayableLevel level, SolutionFile.Line line) {
            LevelRecord record = level.record();
            Rows rows = new Rows(level, listener);
            SourceLocation where = new SourceLocation(lines.name(), line.number(), record.index());
            if (line.text().isBlank()) {
                rows.add(row(record, SolutionStatus.MISSING, Optional.empty(), "line " + line.number() + " is empty",
                        false), null, where);
            } else if (line.tooLong()) {
                rows.add(row(record, SolutionStatus.MALFORMED, Optional.empty(), "line " + line.number()
                        + " is longer than " + SolutionLimits.MAX_TEXT_CHARS + " characters", false), null, where);
            } else {
                ReplayResult result = Replay.check(level.board(), line.text(), trailing);
                countOtherNotation(result, where, "solution");
                rows.add(row(record, result.verdict(), metrics(result), result.detail(),
                        result.verdict() == SolutionStatus.VALID), result, where);
            }
            rows.end();
        }
    }

    /** A level carried without replay, when its board is playable; a board that is not is left out unsaid. */
    private static void copy(LevelRecord record, List<SolutionBlock> blocks, Listener listener) {
        PlayableLevel.of(record, SILENT).ifPresent(level -> listener.copied(record, level.board(), blocks));
    }

    /** Counts a solution written in another notation than LURD, for the file's summary. */
    private void countOtherNotation(ReplayResult result, SourceLocation where, String name) {
        if (result instanceof ReplayResult.Malformed m && m.otherNotation()) {
            summary.note(m.detail(), where, name + ": malformed: " + m.detail());
        }
    }

    /**
     * The reading loop every mode shares; problems and notes pass straight through. After each
     * source, the notations other than LURD that it held more than once are summed up.
     */
    private void forEachRecord(String levels, Listener listener, Consumer<LevelRecord> each) {
        LevelSources.read(List.of(levels), new LevelSources.Handler.Each(record -> {
            boards++;
            each.accept(record);
        }, listener) {
            @Override
            public void end(Source source, LevelStream stream, int boards,
                    boolean complete) {
                summary.flush(listener::problem, listener::note, 2);
            }
        });
    }

    /** A warning when a block title's "moves/pushes" disagrees with what the replay counted. */
    private static String titleMismatch(ReplayResult result, String blockTitle) {
        Optional<SolutionMetrics> m = metrics(result);
        Matcher claim = CLAIMED.matcher(blockTitle);
        if (m.isEmpty() || !claim.find()) {
            return "";
        }
        String claimed = Long.parseLong(claim.group(1)) + "/" + Long.parseLong(claim.group(2));
        String counted = m.get().movesSlashPushes();
        return claimed.equals(counted) ? "" : "the title says " + claimed + ", the replay counts " + counted;
    }

    private static Optional<SolutionMetrics> metrics(ReplayResult result) {
        if (result instanceof ReplayResult.Valid v) {
            return Optional.of(v.metrics());
        }
        if (result instanceof ReplayResult.Unsolved u) {
            return Optional.of(u.metrics());
        }
        return Optional.empty();
    }

    private static VerifyRow row(LevelRecord record, SolutionStatus verdict, Optional<SolutionMetrics> metrics,
            String detail, boolean accepted) {
        return new VerifyRow(record.source(), record.index(), record.title(), verdict, metrics, detail, accepted);
    }

    private static String join(String a, String b, String separator) {
        if (a.isEmpty()) {
            return b;
        }
        return b.isEmpty() ? a : a + separator + b;
    }
}
