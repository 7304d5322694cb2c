/**
 * Credits in the catalog (docs/credits.md): which boards name an author (the sources'
 * {@code with_author} counts, kept by import), the Unique-Id groups whose copies disagree about
 * who made the level, the near copies credited to another author, the table of authors and an
 * author's levels, and the author of a level's first copy for {@code export --credit first}.
 * The rule itself (names, rulings, dates, the first copy) is {@code org.sokodb.credits}, below
 * the database; this package reads the boards and hands them to it. Its face is {@link
 * org.sokodb.catalog.credits.Credits}, which {@code catalog.front.OpenCatalog} hands out.
 */
package org.sokodb.catalog.credits;
