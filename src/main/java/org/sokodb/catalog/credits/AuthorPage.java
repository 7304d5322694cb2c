package org.sokodb.catalog.credits;

import java.util.List;

import org.sokodb.credits.AuthorTally;

/** An author's page: their row of {@code authors} and the levels credited to them, in import order. */
public record AuthorPage(AuthorTally.AuthorRow author, List<AuthorLevel> levels) {
    public AuthorPage {
        levels = List.copyOf(levels);
    }
}
