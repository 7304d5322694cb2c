package org.sokodb.catalog.db;

import java.sql.SQLException;

import org.h2.engine.Session;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.db.Store;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * Puts what an H2 database has committed on its disk, now: the only way for sokodb to say
 * "stored" truthfully. H2 takes a commit to its file only later: its background writer stores
 * the changes up to {@code WRITE_DELAY} (half a second) after, and a store hands its chunk to
 * H2's own writing threads and returns before the chunk is in the file. SQL's
 * {@code CHECKPOINT SYNC} stores and syncs, but returns at once when the background writer
 * has just taken the changes and not yet written them: a kill then still loses the commit.
 *
 * <p>So this goes to the database's store (H2's {@link MVStore}, reached through the embedded
 * session): stores what is not stored yet and waits for that write, then, under the store's
 * own lock, waits for every write H2's threads still have queued and syncs the file with the
 * disk ({@code fsync}). A server's database (H2 over TCP) could only be asked
 * {@code CHECKPOINT SYNC}, which is not enough: {@link Database#open} refuses such a
 * database, so nothing is written there; a database in memory has no disk.
 */
final class H2Durability {
    private H2Durability() {
    }

    /** Every commit made so far on the database of {@code handle} is on the disk when this returns. */
    static void commitToDisk(Handle handle) throws SQLException {
        Session session = handle.getConnection().unwrap(JdbcConnection.class).getSession();
        if (!(session instanceof SessionLocal local)) {
            handle.attach(ServerDao.class).checkpointSync();
            return;
        }
        Store store = local.getDatabase().getStore();
        MVStore mv = store == null ? null : store.getMvStore();
        if (mv == null || mv.getFileStore() == null || mv.isReadOnly()) {
            return;
        }
        mv.commit();
        mv.executeFilestoreOperation(mv::sync);
    }

    /** The statement for H2 over TCP. */
    interface ServerDao {
        /** The server stores what is committed and syncs its file. */
        @SqlUpdate("CHECKPOINT SYNC")
        void checkpointSync();
    }
}
