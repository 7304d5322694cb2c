package org.sokodb.verify;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

import org.sokodb.format.source.SourceLocation;

/**
 * Messages about solutions that one file may repeat thousands of times (43,556 push lists in
 * one public collection; a file of upper-case LURD gets a case correction on every solution),
 * said once per file and kind: the first one as it would have been said, with the count of
 * the others. Kinds are kept apart, in the order they first occurred.
 */
public final class SolutionSummary {

    private static final class Kind {
        final SourceLocation first;
        final String message;
        final boolean problem;
        int count;

        Kind(SourceLocation first, String message, boolean problem) {
            this.first = first;
            this.message = message;
            this.problem = problem;
        }
    }

    private final Map<String, Kind> kinds = new LinkedHashMap<>();

    /**
     * Counts a problem of kind {@code kind}; the first one's {@code where} and {@code message}
     * are what the summary says.
     */
    public void problem(String kind, SourceLocation where, String message) {
        add(kind, where, message, true);
    }

    /** Counts a note of kind {@code kind}, as {@link #problem}. */
    public void note(String kind, SourceLocation where, String message) {
        add(kind, where, message, false);
    }

    private void add(String kind, SourceLocation where, String message, boolean problem) {
        kinds.computeIfAbsent(kind, k -> new Kind(where, message, problem)).count++;
    }

    /** True when nothing was counted since the last {@link #flush}. */
    public boolean isEmpty() {
        return kinds.isEmpty();
    }

    /**
     * Says each kind once: alone as it was, or with "(the first of N such solutions in this
     * file)"; {@code atLeast} leaves out kinds seen fewer times (they were said elsewhere).
     * Then starts over for the next file.
     */
    public void flush(BiConsumer<SourceLocation, String> problems, BiConsumer<String, String> notes, int atLeast) {
        for (Kind k : kinds.values()) {
            if (k.count < atLeast) {
                continue;
            }
            String text = k.count == 1 ? k.message
                    : k.message + " (the first of " + k.count + " such solutions in this file)";
            if (k.problem) {
                problems.accept(k.first, text);
            } else {
                notes.accept(k.first.prefix(), text);
            }
        }
        kinds.clear();
    }

    /** Says every kind counted, to the listener methods {@code problems} ({@code where, reason}) and {@code notes}. */
    public void flush(BiConsumer<SourceLocation, String> problems, BiConsumer<String, String> notes) {
        flush(problems, notes, 1);
    }
}
