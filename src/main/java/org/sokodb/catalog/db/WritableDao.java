package org.sokodb.catalog.db;

import org.jdbi.v3.sqlobject.statement.SqlQuery;

/** Whether the catalog takes writes, asked before a command that writes does any work ({@link ReadOnlyCatalog}). */
interface WritableDao {

    /** H2: true when the database was opened read-only (a file it may not write, or {@code ACCESS_MODE_DATA=r}). */
    @SqlQuery("SELECT READONLY()")
    boolean h2ReadOnly();

    /** PostgreSQL: true in a read-only session (a standby, or {@code default_transaction_read_only}). */
    @SqlQuery("SELECT current_setting('transaction_read_only') = 'on'")
    boolean pgReadOnlySession();

    /** PostgreSQL: whether this user may add sources and boards (the first tables every write touches). */
    @SqlQuery("SELECT has_table_privilege('collection', 'INSERT') AND has_table_privilege('occurrence', 'INSERT')")
    boolean pgMayWrite();
}
