package org.sokodb.format.source;

import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The one reading of a whole number a user typed, wherever it is typed (a board's index in
 * {@code SOURCE#INDEX}, a source's number or a page in a web address): ASCII digits only — no
 * sign, no blank, no other script's digits, no leading {@code +} — and at most {@code max},
 * checked before the value could overflow. Anything else is no number, and the caller says
 * so in its own words (a 404 for a path, a 400 for a parameter).
 */
public final class WholeNumber {
    private WholeNumber() {
    }

    /** The value of {@code text} when it is a whole number from 0 to {@code max}; empty otherwise. */
    public static OptionalLong parse(String text, long max) {
        if (text.isEmpty() || text.length() > 19) {
            return OptionalLong.empty();
        }
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return OptionalLong.empty();
            }
            value = value * 10 + (c - '0');
            if (value > max || value < 0) {
                return OptionalLong.empty();
            }
        }
        return OptionalLong.of(value);
    }

    /** As {@link #parse}, for an {@code int} up to {@code max}. */
    public static OptionalInt parseInt(String text, int max) {
        OptionalLong v = parse(text, max);
        return v.isPresent() ? OptionalInt.of((int) v.getAsLong()) : OptionalInt.empty();
    }
}
