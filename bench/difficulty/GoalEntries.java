import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;

/**
 * Values of a solution tried as difficulty quantities (bench/difficulty/DifficultyFit.java), not
 * measured by the estimator: how often a box is brought into the goal area and taken out of it.
 *
 * @param entries pushes that take a box from a square that is no goal onto a goal
 * @param exits pushes that take a box from a goal onto a square that is no goal
 */
record GoalEntries(int entries, int exits) {
    static final String ENTRIES = "goal_entries";
    static final String EXITS = "goal_exits";

    /** Counted on {@code moves}, a solution of {@code board}. */
    static GoalEntries of(Board board, String moves) {
        if (!(Replay.check(board, moves, TrailingSteps.TRIM) instanceof ReplayResult.Valid valid)) {
            throw new IllegalArgumentException("not a solution");
        }
        Steps steps = valid.steps();
        int entries = 0;
        int exits = 0;
        int man = board.man();
        for (int i = 0; i < steps.length(); i++) {
            Direction d = steps.direction(i);
            int next = board.neighbour(man, d);
            if (steps.writtenAsPush(i)) {
                int beyond = board.neighbour(next, d);
                if (!board.isGoal(next) && board.isGoal(beyond)) {
                    entries++;
                } else if (board.isGoal(next) && !board.isGoal(beyond)) {
                    exits++;
                }
            }
            man = next;
        }
        return new GoalEntries(entries, exits);
    }
}
