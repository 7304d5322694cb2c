package org.sokodb.catalog.imports;

import org.sokodb.catalog.sources.BoardCounts;

/**
 * What importing one source did.
 *
 * @param source the source name
 * @param outcome imported, replaced, already there, or not imported at all
 * @param other for {@link Outcome#ALREADY_IMPORTED}, the name the same bytes were imported
 *     under; for {@link Outcome#REPLACED}, the name the file was imported under when it was
 *     spelled otherwise ({@code ./a.sok} for {@code a.sok}); empty otherwise
 * @param counts what the source held (all zero unless it was imported)
 */
public record SourceReport(String source, Outcome outcome, String other, BoardCounts counts) {

    public enum Outcome {
        /** A new source, stored. */
        IMPORTED,
        /**
         * A source of that name (or of the same file spelled otherwise: {@link #other()}) was in
         * the catalog with other bytes; it was replaced by this one.
         */
        REPLACED,
        /** These exact bytes are in the catalog already (under {@link #other()}); nothing changed. */
        ALREADY_IMPORTED,
        /** Reading failed part way; nothing of this source was kept. */
        NOT_IMPORTED
    }
}
