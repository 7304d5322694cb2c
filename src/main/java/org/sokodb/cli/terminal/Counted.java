package org.sokodb.cli.terminal;

/** A count with its noun, as every summary line says it: "1 source", "40 boards". */
public final class Counted {
    private Counted() {
    }

    /** {@code n} and {@code noun}, with an {@code s} unless {@code n} is 1. */
    public static String of(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** {@code n} and {@code one} when it is 1, else {@code many}: "1 push", "2 pushes". */
    public static String of(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }
}
