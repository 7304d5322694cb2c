import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.difficulty.Decomposition;
import org.sokodb.difficulty.DifficultyQuantities;
import org.sokodb.optimizer.Optimizer;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;

/**
 * Another way to take a level's quantities from its solutions, tried in the difficulty fit
 * ({@code -Dchoose=least-of-each}, bench/difficulty/DifficultyFit.java): each quantity the least
 * over every solution at hand, each also with its pushes kept together, as the research minimised
 * solution length and box changes over solutions, rather than all of them from the one solution
 * that keeps boxes together best (the estimator's choice, the default {@code -Dchoose=best}).
 */
final class LeastOfEach {
    private LeastOfEach() {
    }

    static final boolean ON = System.getProperty("choose", "best").equals("least-of-each");

    /** The least of each quantity over the solutions of {@code moves} and their kept-together forms; null when none solves the board. */
    static DifficultyQuantities of(Board board, List<String> moves, Decomposition variant) {
        List<DifficultyQuantities> all = new ArrayList<>();
        for (String m : moves) {
            List<String> candidates = new ArrayList<>(List.of(m));
            if (Replay.check(board, m, TrailingSteps.TRIM) instanceof ReplayResult.Valid v) {
                candidates.add(Optimizer.keepBoxesTogether(board, v.steps()).letters());
            }
            for (String c : candidates) {
                try {
                    all.add(DifficultyQuantities.of(board, c, variant));
                } catch (IllegalArgumentException e) {
                    // not a solution
                }
            }
        }
        if (all.isEmpty()) {
            return null;
        }
        DifficultyQuantities f = all.get(0);
        for (DifficultyQuantities q : all) {
            f = new DifficultyQuantities(f.boxes(), f.floor(), f.congestion(), true, Math.min(f.pushes(), q.pushes()),
                    Math.min(f.moves(), q.moves()), Math.min(f.boxLines(), q.boxLines()),
                    Math.min(f.boxChanges(), q.boxChanges()), Math.min(f.decomposition(), q.decomposition()),
                    Math.min(f.counterintuitive(), q.counterintuitive()), Math.min(f.goalEntries(), q.goalEntries()));
        }
        return f;
    }
}
