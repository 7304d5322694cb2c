/**
 * Credits, the rule (docs/credits.md): who an author field names ({@link org.sokodb.credits.AuthorNames},
 * the name rule: case, spacing, punctuation, diacritics, a leading "by", an e-mail address, a URL,
 * a year and a remark in brackets make no difference; "A &amp; B" names two people), pen names
 * joined by hand ({@link org.sokodb.credits.Aliases}), whether the copies of one level agree about
 * who made it ({@link org.sokodb.credits.Ruling}, {@link org.sokodb.credits.CreditJudge}), the
 * date a file declares for a level ({@link org.sokodb.credits.DeclaredDate}) and so which copy came
 * first ({@link org.sokodb.credits.FirstCopy}), and the table of authors
 * ({@link org.sokodb.credits.AuthorTally}). Works on text alone: no database, no catalog. Its
 * catalog side (which boards name an author, the groups, the queries) is the package
 * {@code catalog.credits}. Uses nothing of sokodb.
 */
package org.sokodb.credits;
