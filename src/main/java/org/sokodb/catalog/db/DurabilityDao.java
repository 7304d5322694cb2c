package org.sokodb.catalog.db;

import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/** The statements that put commits on the disk ({@link Dialect#makeDurable}). */
interface DurabilityDao {

    /** PostgreSQL: this transaction's commit waits until its WAL is on the disk, whatever the session's setting. */
    @SqlUpdate("SET LOCAL synchronous_commit TO ON")
    void waitForTheCommit();

    /** PostgreSQL: gives this transaction an id, so that its commit writes (and waits for) a commit record. */
    @SqlQuery("SELECT txid_current()")
    long takeTransactionId();

    /** H2 over TCP: the server stores what is committed and syncs its file. */
    @SqlUpdate("CHECKPOINT SYNC")
    void checkpointSync();
}
