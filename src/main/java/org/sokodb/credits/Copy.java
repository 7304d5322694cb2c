package org.sokodb.credits;

import java.util.Optional;
import java.util.Set;

/**
 * One copy of a level as credits sees it.
 *
 * @param order its place in import order (the board's row id: a board imported earlier has a smaller one)
 * @param people the people it names, as keys with the aliases applied; empty when it names no one
 * @param date the date its file declares for it, if any
 */
public record Copy(long order, Set<String> people, Optional<DeclaredDate> date) {
    public Copy {
        people = Set.copyOf(people);
    }

    /** Whether it names anyone. */
    public boolean credited() {
        return !people.isEmpty();
    }
}
