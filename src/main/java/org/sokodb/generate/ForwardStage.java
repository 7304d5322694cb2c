package org.sokodb.generate;

import java.util.SplittableRandom;

import org.sokodb.board.Direction;

/**
 * The seed's forward stage: pick a box and a push direction, carve the man's route to the
 * square behind the box, push. Every square the man walks on or a box passes becomes floor.
 */
final class ForwardStage {
    private final Strategies strategies;

    ForwardStage(Strategies strategies) {
        this.strategies = strategies;
    }

    void run(Room room, int iterations, SplittableRandom random) {
        BoxPicker picker = new BoxPicker(strategies.boxSelection());
        for (int i = 0; i < iterations; i++) {
            int number = picker.pick(room, random);
            int box = room.box(number);
            boolean[] reach = room.reach(room.man(), true);
            Choice choice = new Choice(random);
            for (Direction d : Direction.values()) {
                int behind = room.inside(box, d.opposite());
                int to = room.inside(box, d);
                if (behind >= 0 && to >= 0 && reach[behind] && !room.hasBox(to)) {
                    choice.offer(d, score(room, box, to));
                }
            }
            if (!choice.any()) {
                continue; // this box cannot be pushed now: the iteration is spent, as in the seed
            }
            Direction d = choice.best();
            int behind = room.inside(box, d.opposite());
            walk(room, behind, random);
            int to = room.inside(box, d);
            room.carve(to);
            room.moveBox(number, to, box);
        }
    }

    private long score(Room room, int box, int to) {
        return switch (strategies.push()) {
            case RANDOM -> 0;
            case FARTHEST -> room.distanceToGoals(to);
            case MOST_OBSTACLES -> room.obstaclesAround(to, box);
        };
    }

    /** Carves the man's way to {@code target} and puts him there. */
    private void walk(Room room, int target, SplittableRandom random) {
        int start = room.man();
        if (strategies.route() == RouteStrategy.CLOSEST_ACTIVE_TILE) {
            start = closestFloor(room, target, random);
        }
        for (int s : room.route(start, target, random)) {
            room.carve(s);
        }
        room.placeMan(target);
    }

    /** The floor square the man can walk to that is closest (Manhattan) to {@code target}. */
    private static int closestFloor(Room room, int target, SplittableRandom random) {
        boolean[] walkable = room.reach(room.man(), false);
        int tx = target % room.width;
        int ty = target / room.width;
        int best = room.man();
        int bestDistance = Integer.MAX_VALUE;
        int ties = 0;
        for (int s = 0; s < walkable.length; s++) {
            if (!walkable[s]) {
                continue;
            }
            int distance = Math.abs(s % room.width - tx) + Math.abs(s / room.width - ty);
            if (distance < bestDistance) {
                best = s;
                bestDistance = distance;
                ties = 1;
            } else if (distance == bestDistance && random.nextInt(++ties) == 0) {
                best = s;
            }
        }
        return best;
    }
}
