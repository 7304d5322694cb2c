package org.sokodb.optimizer;

/** What a push line costs in a metric, its walks taken shortest. */
final class LineCost {
    private LineCost() {
    }

    static long of(Tables t, PushLine line, Metric metric) {
        ManWalk walk = new ManWalk(t.maze);
        long[] bits = t.startBits.clone();
        int man = t.maze.startMan;
        long cost = 0;
        for (int i = 0; i < line.pushes(); i++) {
            int from = line.from[i];
            walk.fill(man, bits);
            int steps = walk.to(t.maze.step(from, line.dir[i] ^ 2));
            if (steps == ManWalk.UNREACHED) {
                throw new IllegalStateException("push " + (i + 1) + " of a line cannot be made");
            }
            cost += metric.push(steps);
            Tables.flip(bits, from);
            Tables.flip(bits, t.maze.step(from, line.dir[i]));
            man = from;
        }
        return cost;
    }
}
