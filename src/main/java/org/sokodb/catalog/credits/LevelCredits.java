package org.sokodb.catalog.credits;

import java.util.List;

import org.sokodb.credits.Ruling;

/**
 * What a level's copies say of who made it, when they disagree: the level page's line
 * "credited to A in X; to B in Y; no author in Z".
 *
 * @param credits each different credit (as the first board giving it spells its names) with the sources giving it
 * @param uncredited the sources with a copy that names no one
 */
public record LevelCredits(Ruling ruling, List<Credit> credits, List<String> uncredited) {
    public LevelCredits {
        credits = List.copyOf(credits);
        uncredited = List.copyOf(uncredited);
    }

    /** One credit: the names, and the sources whose copies give it. */
    public record Credit(List<String> names, List<String> sources) {
        public Credit {
            names = List.copyOf(names);
            sources = List.copyOf(sources);
        }
    }
}
