package org.sokodb.optimizer;

import java.util.Arrays;

/**
 * Box permutations (as YASS and JSoko's optimizer offer them): a stretch of the solution that
 * moves only a few boxes is searched through completely with those boxes free to go anywhere
 * and every other box standing still, for the cheapest way from the stretch's first layout to
 * its last. Where the vicinity search lets a box stray a few squares, this lets a few boxes
 * take any way at all, in any order.
 */
record Permutations(Tables t, Metric metric, long memory) {

    /**
     * Searches each stretch moving at most {@code boxes} boxes, from the start of every run of
     * pushes of one box; returns the line with every stretch that got cheaper replaced (the
     * caller replays it), or {@code line} itself.
     */
    PushLine run(PushLine line, int boxes, Budget budget) {
        int start = 0;
        while (start < line.pushes() && !budget.exhausted()) {
            int[] box = boxIds(line);
            int end = stretchEnd(box, start, boxes);
            if (end - start >= 2 && distinct(box, start, end) > 1) {
                line = search(line, start, end, budget);
            }
            start = nextRun(boxIds(line), start);
        }
        return line;
    }

    /** The stretch of {@code line} from {@code from} to {@code to}, searched; the line with it replaced when cheaper. */
    private PushLine search(PushLine line, int from, int to, Budget budget) {
        long[][] layouts = line.layouts(t);
        Slice slice = Slice.of(t, line, layouts, from, to, metric);
        long[] fixed = layouts[from].clone();
        int[] box = boxIds(line);
        int[] squareOf = squares(line, from);
        for (int i = from; i < to; i++) {
            int s = squareOf[box[i]];
            if (Tables.has(fixed, s)) {
                Tables.flip(fixed, s);
            }
        }
        Layouts set = new Layouts(t.words, memory / 3);
        BoxSearch search = new BoxSearch(t, metric, set, (b, occupied, f, dest) -> {
            for (int w = 0; w < fixed.length; w++) {
                if ((b[w] & fixed[w]) != fixed[w]) {
                    return false; // a box that stands still in this stretch was pushed
                }
            }
            return !t.freeze.isDeadlock(dest, occupied);
        }, targets(slice.endBits()), memory - memory / 3);
        BoxSearch.Outcome o = search.run(slice.startBits(), slice.startMan(), slice.endBits(), slice.exitMan(),
                slice.cost(), budget);
        if (o.ending() != BoxSearch.Ending.FOUND) {
            return line;
        }
        return line.splice(from, o.line(), to);
    }

    private int[] targets(long[] bits) {
        int[] squares = new int[t.boxes];
        int k = 0;
        for (int s = 0; s < t.size; s++) {
            if (Tables.has(bits, s)) {
                squares[k++] = s;
            }
        }
        return squares;
    }

    /** The box each push moves, boxes numbered by their start squares. */
    private int[] boxIds(PushLine line) {
        int[] owner = new int[t.size];
        Arrays.fill(owner, -1);
        for (int b = 0; b < t.maze.startBoxes.length; b++) {
            owner[t.maze.startBoxes[b]] = b;
        }
        int[] box = new int[line.pushes()];
        for (int i = 0; i < line.pushes(); i++) {
            int id = owner[line.from[i]];
            box[i] = id;
            owner[line.from[i]] = -1;
            owner[t.maze.step(line.from[i], line.dir[i])] = id;
        }
        return box;
    }

    /** Where each box stands before push {@code at}. */
    private int[] squares(PushLine line, int at) {
        int[] square = t.maze.startBoxes.clone();
        int[] box = boxIds(line);
        for (int i = 0; i < at; i++) {
            square[box[i]] = t.maze.step(line.from[i], line.dir[i]);
        }
        return square;
    }

    /** The end of the longest stretch from {@code start} that moves at most {@code limit} boxes. */
    private static int stretchEnd(int[] box, int start, int limit) {
        int[] seen = new int[limit];
        int count = 0;
        int i = start;
        for (; i < box.length; i++) {
            boolean known = false;
            for (int k = 0; k < count; k++) {
                known |= seen[k] == box[i];
            }
            if (!known) {
                if (count == limit) {
                    break;
                }
                seen[count++] = box[i];
            }
        }
        return i;
    }

    private static int distinct(int[] box, int from, int to) {
        return (int) Arrays.stream(box, from, to).distinct().count();
    }

    /** The start of the run of pushes of one box after the one holding push {@code i}. */
    private static int nextRun(int[] box, int i) {
        int j = i + 1;
        while (j < box.length && box[j] == box[j - 1]) {
            j++;
        }
        return j;
    }
}
