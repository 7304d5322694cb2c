package org.sokodb.catalog.credits;

import java.util.List;

import org.sokodb.catalog.ResultPage;
import org.sokodb.credits.AuthorTally;

/**
 * An author's page: their row of {@code authors}, the pen names the data implies for them
 * ({@code authors --suggest-aliases}, with the evidence) and a page of the levels credited to
 * them, in import order.
 */
public record AuthorPage(AuthorTally.AuthorRow author, List<SuggestedAlias> suggested, ResultPage<AuthorLevel> levels) {
    public AuthorPage {
        suggested = List.copyOf(suggested);
    }
}
