package org.sokodb.generate;

import java.util.SplittableRandom;

/** Picks the box of each iteration by a {@link BoxSelection}; remembers its turn for {@code IN_ORDER}. */
final class BoxPicker {
    private final BoxSelection selection;
    private int next;

    BoxPicker(BoxSelection selection) {
        this.selection = selection;
    }

    int pick(Room room, SplittableRandom random) {
        int n = room.boxCount();
        return switch (selection) {
            case RANDOM -> random.nextInt(n);
            case IN_ORDER -> next++ % n;
            case LEAST_PUSHED -> leastMoved(room, random);
        };
    }

    private static int leastMoved(Room room, SplittableRandom random) {
        int least = Integer.MAX_VALUE;
        int ties = 0;
        int chosen = 0;
        for (int i = 0; i < room.boxCount(); i++) {
            int m = room.movesOf(i);
            if (m < least) {
                least = m;
                ties = 1;
                chosen = i;
            } else if (m == least && random.nextInt(++ties) == 0) {
                // reservoir sampling: each of the tied boxes ends up chosen with the same chance
                chosen = i;
            }
        }
        return chosen;
    }
}
