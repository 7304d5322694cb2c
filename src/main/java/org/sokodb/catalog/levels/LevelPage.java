package org.sokodb.catalog.levels;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.credits.LevelCredits;

/**
 * Everything a level's page shows, read in one snapshot: what the id names ({@link Found}: the
 * levels, the first the one asked for, then every other Exact-Id of its Unique-Id, each with its
 * occurrences and solutions; or a board that is not a level), how each of those levels relates
 * to the first ({@code identity.DuplicateRelation}: "same board", "rotated 90°" …; none for a
 * board that is not a level), the number of every source those occurrences are in, and the
 * credits line (empty when the copies agree on who made it).
 */
public record LevelPage(Found found, Map<String, Long> sourceNumbers, List<String> relations,
        Optional<LevelCredits> credits) {
    public LevelPage {
        sourceNumbers = Map.copyOf(sourceNumbers);
        relations = List.copyOf(relations);
    }

    /** The number of {@code source} as the catalog's pages give it (0 when the page has no occurrence there). */
    public long sourceNumber(String source) {
        return sourceNumbers.getOrDefault(source, 0L);
    }
}
