package org.sokodb.optimizer;

import java.util.List;

/**
 * Small levels made for the optimizer's tests, each with a solution that is valid but not
 * optimal; their optima come from {@link ReferenceOptimum}, never from the optimizer.
 */
public final class HandLevels {
    private HandLevels() {
    }

    /** A level, its rows and a valid, wasteful solution. */
    public record Level(String title, List<String> rows, String input) {
        /** The level as a SOK entry: title, board, a blank line and a solution block. */
        public String sok() {
            return title + "\n" + String.join("\n", rows) + "\n\nSolution\n" + input + "\n";
        }
    }

    /** The man walks up and down before he pushes: 7/2, the optimum 3/2. */
    public static final Level WANDER = new Level("Wander", List.of(
            "#########",
            "#       #",
            "# @ $ . #",
            "#       #",
            "#########"), "uddurRR");

    /** The box goes up, along and down again: 12/5, the optimum 6/3. */
    public static final Level ROUND = new Level("Round", List.of(
            "#########",
            "#       #",
            "#       #",
            "#  $  . #",
            "#       #",
            "#@      #",
            "#########"), "rruUluRRRurD");

    /** The upper box first costs a walk round the lower one: 13/6, the lower first 10/6. */
    public static final Level ORDER = new Level("Order", List.of(
            "########",
            "#      #",
            "# $  . #",
            "#@$  . #",
            "#      #",
            "########"), "uRRRddllluRRR");

    public static final List<Level> ALL = List.of(WANDER, ROUND, ORDER);
}
