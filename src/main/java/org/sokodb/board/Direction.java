package org.sokodb.board;

import java.util.Optional;

/** The four directions the man can step or push in, with their LURD letters. */
public enum Direction {
    UP(0, -1, 'u'),
    RIGHT(1, 0, 'r'),
    DOWN(0, 1, 'd'),
    LEFT(-1, 0, 'l');

    private final int dx;
    private final int dy;
    private final char move;

    Direction(int dx, int dy, char move) {
        this.dx = dx;
        this.dy = dy;
        this.move = move;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    /** The LURD letter of a step that does not push (lower case). */
    public char moveLetter() {
        return move;
    }

    /** The LURD letter of a step that pushes a box (upper case). */
    public char pushLetter() {
        return Character.toUpperCase(move);
    }

    public Direction opposite() {
        return values()[(ordinal() + 2) % 4];
    }

    /** The direction a quarter turn clockwise from this one. */
    public Direction clockwise() {
        return values()[(ordinal() + 1) % 4];
    }

    /** The direction of a LURD letter in either case. */
    public static Optional<Direction> ofLetter(char letter) {
        return switch (Character.toLowerCase(letter)) {
            case 'u' -> Optional.of(UP);
            case 'r' -> Optional.of(RIGHT);
            case 'd' -> Optional.of(DOWN);
            case 'l' -> Optional.of(LEFT);
            default -> Optional.empty();
        };
    }
}
