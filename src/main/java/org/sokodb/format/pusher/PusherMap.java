package org.sokodb.format.pusher;

import java.util.List;

/**
 * One map of pusher.exe, decoded and checked: the full width×height grid in XSB notation
 * (trailing floor kept, so it is exactly what the game holds), the man's start, and what
 * the packed form looked like.
 *
 * @param number 1-based map number, as the game counts
 * @param offset file offset of the map's width byte
 * @param end file offset just past the man's two bytes
 * @param runs how many (count, code) runs the cells were packed in
 * @param runsAcrossRows how many of those runs continue from the end of one row onto the next
 */
record PusherMap(int number, int offset, int width, int height, List<String> grid, int manX, int manY,
        int end, int runs, int runsAcrossRows) {

    PusherMap {
        grid = List.copyOf(grid);
    }

    /** The rows as a level file writes them: trailing floor trimmed, as a text reader would give them. */
    List<String> rows() {
        return grid.stream().map(String::stripTrailing).toList();
    }
}
