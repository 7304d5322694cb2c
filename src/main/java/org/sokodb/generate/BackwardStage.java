package org.sokodb.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.sokodb.board.Direction;

/**
 * The seed's backward stage: pick a box and a pull direction, the man steps back and the box
 * follows. Nothing is carved: the man walks on floor only, so every pull can be undone by a
 * push in the finished level.
 */
final class BackwardStage {
    private final Strategies strategies;

    BackwardStage(Strategies strategies) {
        this.strategies = strategies;
    }

    void run(Room room, int iterations, SplittableRandom random) {
        placeMan(room, random);
        BoxPicker picker = new BoxPicker(strategies.boxSelection());
        for (int i = 0; i < iterations; i++) {
            int number = picker.pick(room, random);
            int box = room.box(number);
            boolean[] reach = room.reach(room.man(), false);
            Choice choice = new Choice(random);
            for (Direction d : Direction.values()) {
                int stand = room.inside(box, d);
                int back = stand < 0 ? -1 : room.inside(stand, d);
                if (back >= 0 && reach[stand] && room.isFloor(back) && !room.hasBox(back)) {
                    choice.offer(d, score(room, number, box, stand, back));
                }
            }
            if (!choice.any()) {
                continue; // the iteration is spent, as in the seed
            }
            Direction d = choice.best();
            int stand = room.inside(box, d);
            room.moveBox(number, stand, room.inside(stand, d));
        }
    }

    private long score(Room room, int number, int box, int to, int manTo) {
        return switch (strategies.pull()) {
            case RANDOM -> 0;
            case FARTHEST -> room.distanceToGoals(to);
            case MOST_OBSTACLES -> room.obstaclesAround(to, box);
            case MOST_ACCESS -> accessAfter(room, number, box, to, manTo);
        };
    }

    /** How many squares the man could walk to after this pull. */
    private static long accessAfter(Room room, int number, int box, int to, int manTo) {
        int man = room.man();
        room.moveBox(number, to, manTo);
        int access = Room.count(room.reach(manTo, false));
        room.undoMove(number, box, man);
        return access;
    }

    /**
     * Where the man starts pulling. The boxes may cut the floor into several areas, and the
     * level may start with the man in any of them: one choice per area, at random among the
     * areas from which some box can be pulled (any area when none can).
     */
    private static void placeMan(Room room, SplittableRandom random) {
        boolean[] seen = new boolean[room.size()];
        List<Integer> pulling = new ArrayList<>();
        List<Integer> all = new ArrayList<>();
        for (int s = 0; s < room.size(); s++) {
            if (!room.isFloor(s) || room.hasBox(s) || seen[s]) {
                continue;
            }
            boolean[] area = room.reach(s, false);
            for (int a = 0; a < area.length; a++) {
                seen[a] |= area[a];
            }
            all.add(s);
            if (canPull(room, area)) {
                pulling.add(s);
            }
        }
        List<Integer> from = pulling.isEmpty() ? all : pulling;
        if (!from.isEmpty()) {
            room.placeMan(from.get(random.nextInt(from.size())));
        }
    }

    private static boolean canPull(Room room, boolean[] area) {
        for (int i = 0; i < room.boxCount(); i++) {
            int box = room.box(i);
            for (Direction d : Direction.values()) {
                int stand = room.inside(box, d);
                int back = stand < 0 ? -1 : room.inside(stand, d);
                if (back >= 0 && area[stand] && room.isFloor(back) && !room.hasBox(back)) {
                    return true;
                }
            }
        }
        return false;
    }
}
