package org.sokodb.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Direction;

/**
 * Plays a solution on a board and says whether it is one: the verdict, where and why it
 * fails, and the metrics of what was played. Never modifies its inputs.
 *
 * <p>The letter case of the input is not trusted: a replay knows which steps push, so a
 * push written in lower case (or a walk in upper case) is corrected and reported as a
 * warning, not as an error.
 */
public final class Replay {
    private Replay() {
    }

    /** Parses and replays {@code moveText} strictly: steps after the level is solved make it illegal. */
    public static ReplayResult check(Board board, CharSequence moveText) {
        return check(board, moveText, TrailingSteps.REFUSE);
    }

    /**
     * The solution {@code moveText} replayed strictly on the board written as {@code boardText}
     * (a stored board, one row a line), or empty when the text is no board or the moves do not
     * solve it.
     */
    public static Optional<ReplayResult.Valid> valid(String boardText, CharSequence moveText) {
        try {
            Board board = Board.parse(boardText.lines().toList());
            return check(board, moveText) instanceof ReplayResult.Valid v ? Optional.of(v) : Optional.empty();
        } catch (BoardException e) {
            return Optional.empty();
        }
    }

    /** Parses {@code moveText} (any case, whitespace, RLE) and replays it on {@code board}. */
    public static ReplayResult check(Board board, CharSequence moveText, TrailingSteps trailing) {
        LurdResult parsed = Lurd.parse(moveText);
        if (parsed instanceof LurdResult.Malformed m) {
            return new ReplayResult.Malformed(m);
        }
        return replay(board, ((LurdResult.Parsed) parsed).steps(), trailing);
    }

    /** Replays {@code steps} on {@code board} from its start position. */
    public static ReplayResult replay(Board board, Steps steps, TrailingSteps trailing) {
        GameState game = new GameState(board);
        MetricsCounter counter = new MetricsCounter();
        char[] corrected = new char[steps.length()];
        int wrongCase = 0;
        int firstWrong = -1;
        int played = 0;
        while (played < steps.length()) {
            int i = played;
            char letter = steps.letters().charAt(i);
            if (game.isSolved()) {
                if (trailing == TrailingSteps.REFUSE) {
                    return new ReplayResult.Illegal(i + 1, letter, i == 0
                            ? "level already solved before the first step"
                            : "level already solved after step " + i);
                }
                break;
            }
            Direction d = steps.direction(i);
            GameState.Outcome outcome = game.step(d);
            switch (outcome) {
                case WALKED -> counter.walked(d);
                case PUSHED -> counter.pushed(d, game.pushedBox());
                case INTO_WALL -> {
                    return new ReplayResult.Illegal(i + 1, letter, "the man walks into a wall");
                }
                case BOX_INTO_WALL -> {
                    return new ReplayResult.Illegal(i + 1, letter,
                            "box at " + game.describe(game.blockedBoxSquare()) + " is blocked by a wall");
                }
                case BOX_INTO_BOX -> {
                    return new ReplayResult.Illegal(i + 1, letter,
                            "box at " + game.describe(game.blockedBoxSquare()) + " is blocked by another box");
                }
            }
            boolean pushed = outcome == GameState.Outcome.PUSHED;
            corrected[i] = pushed ? d.pushLetter() : d.moveLetter();
            if (pushed != steps.writtenAsPush(i)) {
                if (wrongCase++ == 0) {
                    firstWrong = i;
                }
            }
            played++;
        }

        List<String> warnings = new ArrayList<>();
        if (wrongCase > 0) {
            char written = steps.letters().charAt(firstWrong);
            warnings.add("case corrected for " + wrongCase + (wrongCase == 1 ? " step" : " steps") + " (first: step "
                    + (firstWrong + 1) + " '" + written + "' " + (Character.isUpperCase(written)
                            ? "does not push" : "pushes a box") + ")");
        }
        int cut = steps.length() - played;
        if (cut > 0) {
            warnings.add("trimmed " + cut + (cut == 1 ? " step" : " steps") + (played == 0
                    ? ": the level is solved before the first step" : " after the level was solved at step " + played));
        }
        Steps kept = new Steps(new String(corrected, 0, played));
        if (game.isSolved()) {
            return new ReplayResult.Valid(kept, counter.metrics(), warnings, wrongCase, cut);
        }
        return new ReplayResult.Unsolved(kept, counter.metrics(), game.boxesOffGoals(), warnings);
    }
}
