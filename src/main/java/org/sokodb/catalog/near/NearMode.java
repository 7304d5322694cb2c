package org.sokodb.catalog.near;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A way of grouping near duplicates: a shared Normalized-Id, a shared Walls-Id, or at least P %
 * alike. Each knows its name ({@code dups --NAME}, the web's {@code ?by=NAME}), what its groups
 * are said to be, and how they are found: through an id column of {@code level} the catalog
 * fills (then two levels are in a group when they share it), or by the measure, with a
 * threshold. A new way is a constant here, with its column (a migration, and the fill in
 * {@link NearIndex}) or its measure in {@link NearDuplicates}; {@code dups} and
 * {@code /near-duplicates} pass it through.
 */
public enum NearMode {
    /** The same level once the solution-preserving simplifications are made (docs/similar.md). */
    NORMALIZED("normalized_id", "levels with the same Normalized-Id"),
    /** The same maze: the walls alone, boxes, goals and man left out. */
    WALLS("walls_id", "levels with the same Walls-Id (the same maze)"),
    /** At least P % alike by the measure ({@code org.sokodb.near.Similarity}). */
    SIMILAR("", "levels at least %s % alike");

    /** The column of {@code level} whose value a group's members share; empty for the measure. */
    private final String column;
    /** What a page of these groups shows, {@code %s} standing for the threshold. */
    private final String scope;

    NearMode(String column, String scope) {
        this.column = column;
        this.scope = scope;
    }

    /** The mode a name gives ({@code similar}, {@code walls}, {@code normalized}); empty for any other. */
    public static Optional<NearMode> named(String name) {
        return Arrays.stream(values()).filter(m -> m.label().equals(name)).findFirst();
    }

    /** Its name: the option of {@code dups} without its dashes, the web's {@code by}. */
    private String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether its groups are found by the measure, at a threshold, rather than by a shared id. */
    public boolean measured() {
        return column.isEmpty();
    }

    /** The options of {@code dups} that list these groups ({@code percent} is the threshold as written). */
    public String option(String percent) {
        return measured() ? "--" + label() + " " + percent : "--" + label();
    }

    /** What a page of these groups shows, as its heading says it ({@code percent} is the threshold as written). */
    public String scope(String percent) {
        return measured() ? scope.replace("%s", percent) : scope;
    }

    /** The column of {@code level} whose value the members of a group share; empty when {@link #measured}. */
    String idColumn() {
        return column;
    }
}
