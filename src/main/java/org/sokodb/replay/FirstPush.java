package org.sokodb.replay;

/**
 * A solution seen from its first push: the square the walk before it ends on (as a shift from
 * the man's start) and every step from that push on. Two solutions of one level with the same
 * {@code FirstPush} push the same boxes the same way and differ only in the walk to the first
 * push; of two such, the one with the longer walk is no new solution. A solution carried to a
 * duplicate level gets a walk in front when the man starts elsewhere there; carried back to
 * the level it came from (once an export has written it and an import read it as an input),
 * it has the walk there and back in front of the level's own solution: the same solution with
 * a longer walk ({@code SolutionSharing}).
 *
 * @param dx where the walk ends, columns right of the man's start
 * @param dy where the walk ends, rows below the man's start
 * @param fromFirstPush the steps from the first push on, as replayed (pushes in upper case)
 */
public record FirstPush(int dx, int dy, String fromFirstPush) {

    /** {@code lurd} (a replayed solution: pushes in upper case) split at its first push. */
    public static FirstPush of(String lurd) {
        int walk = walkSteps(lurd);
        int dx = 0;
        int dy = 0;
        for (int i = 0; i < walk; i++) {
            switch (lurd.charAt(i)) {
                case 'l' -> dx--;
                case 'r' -> dx++;
                case 'u' -> dy--;
                default -> dy++;
            }
        }
        return new FirstPush(dx, dy, lurd.substring(walk));
    }

    /** The steps of {@code lurd} before its first push (all of them when it pushes nothing). */
    public static int walkSteps(String lurd) {
        for (int i = 0; i < lurd.length(); i++) {
            if (Character.isUpperCase(lurd.charAt(i))) {
                return i;
            }
        }
        return lurd.length();
    }
}
