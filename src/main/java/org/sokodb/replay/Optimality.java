package org.sokodb.replay;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a solution is proved optimal, as its notes say: sokodb's own line {@code Optimal:
 * moves} (or {@code pushes}), which {@code optimize} and {@code solve --optimal pushes} write when
 * their search proved that no solution has fewer, or the line other programs write in SOK files,
 * {@code Optimality: Push-optimal solution} (YASC, seen in {@code Original_and_Extra.sok}). The
 * metric is {@code moves} or {@code pushes}.
 */
public final class Optimality {
    private static final Pattern OURS = Pattern.compile("^[ \\t]*Optimal:[ \\t]*(moves|pushes)[ \\t]*$",
            Pattern.CASE_INSENSITIVE | Pattern.MULTILINE);
    private static final Pattern THEIRS = Pattern.compile("^[ \\t]*Optimality:[ \\t]*(move|push)[- ]optimal\\b",
            Pattern.CASE_INSENSITIVE | Pattern.MULTILINE);
    private static final Pattern ANY_FIELD = Pattern.compile("^[ \\t]*Optimality:", Pattern.CASE_INSENSITIVE
            | Pattern.MULTILINE);

    private Optimality() {
    }

    /** The metric the notes say the solution is proved optimal in. */
    public static Optional<String> of(String notes) {
        Matcher m = OURS.matcher(notes);
        if (m.find()) {
            return Optional.of(m.group(1).toLowerCase(Locale.ROOT));
        }
        m = THEIRS.matcher(notes);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(m.group(1).toLowerCase(Locale.ROOT).equals("move") ? "moves" : "pushes");
    }

    /**
     * The notes with the field other programs read, {@code Optimality: Move-optimal solution}
     * (or {@code Push-}), added where sokodb's own line says the solution is proved optimal and
     * no {@code Optimality:} line is there yet: what {@code export} writes under a solution.
     */
    public static String withField(String notes) {
        Optional<String> metric = of(notes);
        if (metric.isEmpty() || ANY_FIELD.matcher(notes).find()) {
            return notes;
        }
        String field = "Optimality: " + (metric.get().equals("moves") ? "Move" : "Push") + "-optimal solution";
        return notes.isBlank() ? field : notes.stripTrailing() + "\n" + field;
    }
}
