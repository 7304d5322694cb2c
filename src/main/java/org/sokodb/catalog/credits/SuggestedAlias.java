package org.sokodb.catalog.credits;

import java.util.List;

/**
 * A pen name the data implies for an author, as their page shows it ({@code authors
 * --suggest-aliases}, docs/credits.md): the other person, and the evidence, seen from the author.
 *
 * @param other the other person as {@code authors} shows them
 * @param otherPerson the other person's key, what their page is found by
 * @param together the levels credited to the author by some copies and to the other by others
 * @param apart the author's levels without the other
 * @param otherApart the other's levels without the author
 * @param sources the sources naming the author on the levels together
 * @param otherSources the sources naming the other on those levels
 */
public record SuggestedAlias(String other, String otherPerson, int together, int apart, int otherApart,
        List<String> sources, List<String> otherSources) {
    public SuggestedAlias {
        sources = List.copyOf(sources);
        otherSources = List.copyOf(otherSources);
    }
}
