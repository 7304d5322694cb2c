package org.sokodb.catalog;

import org.jdbi.v3.sqlobject.statement.SqlQuery;

/** What the catalog holds in solutions, for tests of other packages. */
public final class StoredSolutions {
    private StoredSolutions() {
    }

    public interface Dao {
        @SqlQuery("SELECT COUNT(*) FROM solution WHERE carried_from IS NULL")
        int readFromInputs();

        @SqlQuery("SELECT source FROM solution WHERE carried_from IS NULL")
        java.util.List<String> sourcesReadFromInputs();
    }

    /** Solutions read from an input (import, import-solutions), carried ones not counted. */
    public static int readFromInputs(Catalog catalog) {
        return catalog.dao(Dao.class).readFromInputs();
    }

    /** Solutions read from the blocks under the boards of {@code source} ({@code source#index}). */
    public static long readFrom(Catalog catalog, String source) {
        return catalog.dao(Dao.class).sourcesReadFromInputs().stream().filter(s -> s.startsWith(source + "#"))
                .count();
    }
}
