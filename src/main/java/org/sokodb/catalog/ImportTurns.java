package org.sokodb.catalog;

import java.util.function.BiConsumer;

/**
 * Writers of one catalog taking turns: {@code import} per source, {@code import-solutions}
 * per file. On PostgreSQL a writing transaction takes the catalog's import lock
 * ({@link PostgresDao#lockImports}) before it reads what the catalog holds, and keeps it until
 * it ends; so it decides against everything committed before it, and what it derives (the
 * {@code duplicate_group} summary, solutions carried to duplicates) stays exact. An H2 file
 * has one process at a time anyway, and nothing is done.
 *
 * <p>The first time a run has to wait, it says so through {@code note}.
 */
public final class ImportTurns {
    private final Catalog catalog;
    private final BiConsumer<String, String> note;
    private boolean said;

    /** @param note receives (where, message) */
    public ImportTurns(Catalog catalog, BiConsumer<String, String> note) {
        this.catalog = catalog;
        this.note = note;
    }

    /** Waits for this catalog's turn; call at the start of a transaction, before reading. */
    public void take(String where) {
        if (!catalog.dialect().sharedByProcesses()) {
            return;
        }
        PostgresDao dao = catalog.dao(PostgresDao.class);
        if (dao.tryLockImports()) {
            return;
        }
        if (!said) {
            said = true;
            note.accept(where, "waiting for another import into " + catalog.location().shown()
                    + " (imports write one source at a time)");
        }
        dao.lockImports();
    }
}
