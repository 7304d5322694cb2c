package org.sokodb.format.source;

import java.util.Locale;
import java.util.Objects;

/**
 * A solution or saved game as written under a level: its block title ("Solution",
 * "Solution/Moves 517/155", "SaveGame 428/162", a solver's name, or empty), the raw
 * move text exactly as read (possibly with RLE, line breaks removed), the notes after
 * it ({@code Solver:}, {@code Date:} …) and the 1-based line where the moves start.
 */
public record SolutionBlock(String title, String moves, String notes, int line) {
    public SolutionBlock {
        Objects.requireNonNull(title);
        Objects.requireNonNull(moves);
        Objects.requireNonNull(notes);
    }

    /**
     * True when the block title says it is a saved game (a snapshot), not a solution:
     * {@code SaveGame 428/162}, {@code Snapshot1}, {@code First Sokoban snapshot}.
     */
    public boolean isSnapshot() {
        String t = title.trim().toLowerCase(Locale.ROOT);
        return t.startsWith("savegame") || t.startsWith("save game") || t.startsWith("saved game")
                || t.contains("snapshot");
    }

    /**
     * The block as a problem line names it: {@code solution 'Solution 230/97'}, {@code saved game
     * 'SaveGame 12/3'}, or by its place under the level ({@code number}, 1 the first) when it has
     * no title: {@code solution 2}.
     */
    public String name(int number) {
        String kind = isSnapshot() ? "saved game" : "solution";
        String t = title.strip();
        return t.isEmpty() ? kind + " " + number : kind + " '" + t + "'";
    }
}
