package org.sokodb.difficulty;

import java.util.Locale;

/**
 * One of the quantities that weigh most in a rating: how far it moves the level's estimate from
 * that of a typical reference level, and which way.
 *
 * @param quantity what it is
 * @param value the level's value of it
 * @param effect its share of the estimate beyond a typical level's: positive makes the level
 *     harder, negative easier
 */
public record Reason(Quantity quantity, double value, double effect) {

    /** True when it makes the level harder than a typical one. */
    public boolean raises() {
        return effect > 0;
    }

    /** For a person: {@code many box changes (23)}, {@code few pushes (12)}. */
    public String words() {
        String amount = switch (quantity) {
            case COUNTERINTUITIVE_SHARE -> String.format(Locale.ROOT, "%.0f %%", value * 100);
            case CONGESTION -> String.format(Locale.ROOT, "%.1f", value);
            case DECOMPOSITION -> value == Math.rint(value) ? String.valueOf((long) value)
                    : String.format(Locale.ROOT, "%.1f", value);
            default -> String.valueOf((long) value);
        };
        String size = switch (quantity) {
            case COUNTERINTUITIVE_SHARE -> raises() ? "a large " : "a small ";
            case CONGESTION -> raises() ? "high " : "low ";
            case FLOOR -> raises() ? "many " : "few ";
            default -> raises() ? "many " : "few ";
        };
        return size + quantity.words() + " (" + amount + ")";
    }
}
