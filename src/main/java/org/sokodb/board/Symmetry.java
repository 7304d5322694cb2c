package org.sokodb.board;

/**
 * The eight transforms of a rectangular board: the identity, three clockwise quarter
 * turns, the left-right mirror and the mirror followed by each quarter turn.
 *
 * <p>A symmetry is "mirror first (when {@link #mirrored()}), then {@link #quarterTurns()}
 * clockwise quarter turns". The declaration order is the order in which the published
 * Level Identity example lists its eight sums, so {@code values()} can be used directly
 * to reproduce them.
 */
public enum Symmetry {
    IDENTITY(0, false),
    ROTATE_90(1, false),
    ROTATE_180(2, false),
    ROTATE_270(3, false),
    MIRROR_ROTATE_90(1, true),
    MIRROR_ROTATE_180(2, true),
    MIRROR_ROTATE_270(3, true),
    MIRROR(0, true);

    private final int quarterTurns;
    private final boolean mirrored;

    Symmetry(int quarterTurns, boolean mirrored) {
        this.quarterTurns = quarterTurns;
        this.mirrored = mirrored;
    }

    public int quarterTurns() {
        return quarterTurns;
    }

    public boolean mirrored() {
        return mirrored;
    }

    public static Symmetry of(int quarterTurns, boolean mirrored) {
        int turns = Math.floorMod(quarterTurns, 4);
        for (Symmetry s : values()) {
            if (s.quarterTurns == turns && s.mirrored == mirrored) {
                return s;
            }
        }
        throw new AssertionError("unreachable");
    }

    /** Width of a {@code width}×{@code height} grid after this transform. */
    public int width(int width, int height) {
        return quarterTurns % 2 == 0 ? width : height;
    }

    /** Height of a {@code width}×{@code height} grid after this transform. */
    public int height(int width, int height) {
        return quarterTurns % 2 == 0 ? height : width;
    }

    /** Column of square (x, y) of a {@code width}×{@code height} grid after this transform. */
    public int x(int x, int y, int width, int height) {
        int mx = mirrored ? width - 1 - x : x;
        return switch (quarterTurns) {
            case 0 -> mx;
            case 1 -> height - 1 - y;
            case 2 -> width - 1 - mx;
            default -> y;
        };
    }

    /** Row of square (x, y) of a {@code width}×{@code height} grid after this transform. */
    public int y(int x, int y, int width, int height) {
        int mx = mirrored ? width - 1 - x : x;
        return switch (quarterTurns) {
            case 0 -> y;
            case 1 -> mx;
            case 2 -> height - 1 - y;
            default -> width - 1 - mx;
        };
    }

    /** The direction a step in {@code d} becomes on the transformed board. */
    public Direction apply(Direction d) {
        Direction m = mirrored && (d == Direction.LEFT || d == Direction.RIGHT) ? d.opposite() : d;
        for (int i = 0; i < quarterTurns; i++) {
            m = m.clockwise();
        }
        return m;
    }

    /** {@code this} after {@code first}: the transform that applies {@code first}, then this. */
    public Symmetry after(Symmetry first) {
        // M R^k = R^-k M, so (R^a M^p)(R^b M^q) = R^(a + (p ? -b : b)) M^(p xor q)
        int turns = quarterTurns + (mirrored ? -first.quarterTurns : first.quarterTurns);
        return of(turns, mirrored ^ first.mirrored);
    }

    /** The transform that undoes this one. */
    public Symmetry inverse() {
        return mirrored ? this : of(-quarterTurns, false);
    }

    /** How a person would describe this transform: "rotated 90°", "mirrored", … */
    public String describe() {
        if (this == IDENTITY) {
            return "same orientation";
        }
        String turn = quarterTurns == 0 ? "" : "rotated " + (90 * quarterTurns) + "°";
        if (!mirrored) {
            return turn;
        }
        return quarterTurns == 0 ? "mirrored" : "mirrored and " + turn;
    }
}
