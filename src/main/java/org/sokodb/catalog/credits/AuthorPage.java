package org.sokodb.catalog.credits;

import org.sokodb.catalog.ResultPage;
import org.sokodb.credits.AuthorTally;

/** An author's page: their row of {@code authors} and a page of the levels credited to them, in import order. */
public record AuthorPage(AuthorTally.AuthorRow author, ResultPage<AuthorLevel> levels) {
}
