package org.sokodb.replay;

import java.util.ArrayList;
import java.util.List;

/**
 * The outcome of replaying a move text on a board. Every variant knows its {@link SolutionStatus}
 * and a one-line human {@link #detail()} (empty when there is nothing to say).
 */
public sealed interface ReplayResult
        permits ReplayResult.Valid, ReplayResult.Unsolved, ReplayResult.Illegal, ReplayResult.Malformed {

    SolutionStatus verdict();

    /** One line for a person: where and why for a failure, warnings for a success. */
    String detail();

    /**
     * Legal at every step and solved after the last one.
     *
     * @param steps the solution to keep: case corrected, trailing steps trimmed if asked
     * @param warnings case corrections and trimming, for the user; they do not make it invalid
     * @param correctedSteps steps whose letter case was corrected (a push written in lower case, a walk in upper)
     * @param trimmedSteps steps cut off after the level was solved ({@link TrailingSteps#TRIM})
     */
    record Valid(Steps steps, SolutionMetrics metrics, List<String> warnings, int correctedSteps, int trimmedSteps)
            implements ReplayResult {
        public Valid {
            warnings = List.copyOf(warnings);
        }

        /** The trimming warning alone ("trimmed 8 steps after the level was solved at step 110"), empty when none. */
        public String trimmingNote() {
            return trimmedSteps == 0 ? "" : warnings.get(warnings.size() - 1);
        }

        /** The case-correction warning alone, empty when none. */
        public String caseNote() {
            return correctedSteps == 0 ? "" : warnings.get(0);
        }

        @Override
        public SolutionStatus verdict() {
            return SolutionStatus.VALID;
        }

        @Override
        public String detail() {
            return String.join("; ", warnings);
        }
    }

    /**
     * Legal at every step, but not solved at the end: a saved game, or a solver's partial output.
     *
     * @param steps the steps played, case corrected
     * @param boxesOffGoals boxes not on a goal after the last step
     */
    record Unsolved(Steps steps, SolutionMetrics metrics, int boxesOffGoals, List<String> warnings)
            implements ReplayResult {
        public Unsolved {
            warnings = List.copyOf(warnings);
        }

        @Override
        public SolutionStatus verdict() {
            return SolutionStatus.UNSOLVED;
        }

        @Override
        public String detail() {
            List<String> parts = new ArrayList<>();
            parts.add(boxesOffGoals == 0
                    ? "ends with every box on a goal, but the level has more goals than boxes"
                    : "ends with " + boxesOffGoals + (boxesOffGoals == 1 ? " box" : " boxes") + " off goals");
            parts.addAll(warnings);
            return String.join("; ", parts);
        }
    }

    /**
     * A step that cannot be played.
     *
     * @param step 1-based number of the step
     * @param letter the step as written
     * @param reason why it cannot be played, e.g. "box at row 4, column 9 is blocked by a wall"
     */
    record Illegal(int step, char letter, String reason) implements ReplayResult {
        @Override
        public SolutionStatus verdict() {
            return SolutionStatus.ILLEGAL;
        }

        @Override
        public String detail() {
            return "step " + step + " '" + letter + "': " + reason;
        }
    }

    /** The move text is not plain Sokoban LURD; nothing was replayed. */
    record Malformed(LurdResult.Malformed problem) implements ReplayResult {
        /** True when the text is another notation altogether (a push list, a word), not damaged LURD. */
        public boolean otherNotation() {
            return problem.position() == 0;
        }

        @Override
        public SolutionStatus verdict() {
            return SolutionStatus.MALFORMED;
        }

        @Override
        public String detail() {
            return problem.message();
        }
    }
}
