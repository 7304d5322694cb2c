package org.sokodb.difficulty;

/**
 * One quantity of {@link DifficultyQuantities}: its column name (TSV, JSON, the weights file) and
 * its words for a person. Definitions in {@code docs/difficulty.md}.
 */
public enum Quantity {
    BOXES("boxes", "boxes", false),
    FLOOR("floor", "floor squares", false),
    CONGESTION("congestion", "congestion", false),
    PUSHES("pushes", "pushes", true),
    MOVES("moves", "moves", true),
    BOX_LINES("box_lines", "box lines", true),
    BOX_CHANGES("box_changes", "box changes", true),
    DECOMPOSITION("decomposition", "switches between two groups of boxes", true),
    COUNTERINTUITIVE("counterintuitive", "pushes away from every goal", true),
    COUNTERINTUITIVE_SHARE("counterintuitive_share", "share of pushes away from every goal", true),
    GOAL_ENTRIES("goal_entries", "pushes onto a goal", true);

    private final String column;
    private final String words;
    private final boolean fromSolution;

    Quantity(String column, String words, boolean fromSolution) {
        this.column = column;
        this.words = words;
        this.fromSolution = fromSolution;
    }

    /** The column name: {@code box_changes}. */
    public String column() {
        return column;
    }

    /** For a person: {@code box changes}. */
    public String words() {
        return words;
    }

    /** True when only a solution gives it (false for the board's own: boxes, floor, congestion). */
    public boolean fromSolution() {
        return fromSolution;
    }

    /** The quantity of a column name, or null. */
    static Quantity ofColumn(String column) {
        for (Quantity q : values()) {
            if (q.column.equals(column)) {
                return q;
            }
        }
        return null;
    }
}
