package org.sokodb.catalog.imports;

import org.jdbi.v3.core.Handle;
import org.sokodb.catalog.HexIds;

/**
 * A level row no board refers to, as H2 keeps one of the last batch of a source a kill
 * stopped after rolling the rest of it back (the crash harness found such rows): a copy of the
 * catalog's first level under an Exact-Id no real level has.
 */
final class KilledSourceLevel {
    /** The planted row's Exact-Id, as stored. */
    static final long EXACT_ID = HexIds.stored("FFFFFFFFFFFFFFF0");

    private KilledSourceLevel() {
    }

    /** Writes the row into the catalog of {@code h}, an H2 one. */
    static void plant(Handle h) {
        String columns = String.join(", ", h.createQuery("SELECT column_name FROM information_schema.columns"
                + " WHERE table_schema = CURRENT_SCHEMA AND table_name = 'LEVEL' AND column_name NOT IN ('ID', 'EXACT_ID')"
                + " ORDER BY ordinal_position").mapTo(String.class).list());
        h.execute("INSERT INTO level (exact_id, " + columns + ") SELECT " + EXACT_ID + ", " + columns
                + " FROM level WHERE id = (SELECT MIN(id) FROM level)");
    }
}
