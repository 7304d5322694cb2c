package org.sokodb.catalog.db;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.Queue;

import org.h2.engine.Session;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.Chunk;
import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.RandomAccessStore;
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
 * disk ({@code fsync}).
 *
 * <p>Before that sync it writes the file's header again, naming the newest chunk. H2 finds the
 * newest version of a file that was not closed from its header: the chunk the header names,
 * then each chunk's guess of where the next one goes. A chunk written elsewhere (into the
 * space of chunks no longer used) is found only through a header written after it. H2 writes
 * the header then itself, but H2 2.5.252 writes it naming the chunk before the new one, and
 * the chunks after it, until the next header H2 writes (up to 20 stores later), are then
 * found by nothing: a kill in between takes the file back to that earlier chunk, commits this
 * class had put on the disk included. The header names the newest chunk on every release once
 * this has written it; on 2.3.232 and 2.4.240 it writes what H2 would have (one 8 KiB write).
 *
 * <p>A file opened at a chunk knows the other chunks from that chunk's list of chunks (H2's
 * layout map), and 2.5.252 lists a chunk there only from the first store begun after the
 * chunk's place in the file was chosen: a store begun while the one before it still waits to
 * be written (H2's background writer stores, this store follows at once) writes a chunk that
 * does not list its predecessor, and a file whose newest chunk is that one does not open
 * ("Chunk N not found"), whatever its header names. 2.3.232 and 2.4.240 wait for that place
 * before they list it. So before it writes the header this makes sure the newest chunk lists
 * every chunk before it; if not, it puts the chunks not yet listed into H2's list, as H2's own
 * close does, and stores once more.
 *
 * <p>A server's database (H2 over TCP) could only be asked
 * {@code CHECKPOINT SYNC}, which is not enough: {@link Database#open} refuses such a
 * database, so nothing is written there; a database in memory has no disk.
 */
final class H2Durability {
    /** H2's own header write ({@code RandomAccessStore.writeStoreHeader}, private: H2 has no public one); null if missing. */
    private static final Method WRITE_HEADER = headerWrite();
    /** 2.5.252's chunks written but not yet listed ({@code FileStore.recentlySaved}); null on releases that have none. */
    private static final Field UNLISTED = unlistedChunks();
    /** 2.5.252's listing of them ({@code FileStore.saveRecentChunksInLayout(long)}); null with {@link #UNLISTED}. */
    private static final Method LIST_CHUNKS = UNLISTED == null ? null : chunkListing();
    /** Stores made at most before the newest chunk lists every other; one is enough unless H2's writer stores meanwhile. */
    private static final int MAX_STORES = 8;

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
        FileStore<?> file = mv.getFileStore();
        for (int attempt = 1; attempt <= MAX_STORES; attempt++) {
            boolean[] synced = {false};
            mv.executeFilestoreOperation(() -> {
                if (file instanceof RandomAccessStore) {
                    if (!newestChunkListsTheOthers(file)) {
                        listChunks(file, mv.getCurrentVersion());
                        return;
                    }
                    writeHeader(file);
                }
                mv.sync();
                synced[0] = true;
            });
            if (synced[0]) {
                return;
            }
            mv.commit();
        }
        throw new IllegalStateException("the H2 file's newest chunk still did not list every chunk after " + MAX_STORES
                + " stores: its commits are not made durable");
    }

    /**
     * Whether the newest chunk written lists every chunk written before it: true on releases that list
     * each chunk in the next store (2.3.232, 2.4.240). Under the store's lock, every queued write done.
     */
    private static boolean newestChunkListsTheOthers(FileStore<?> file) {
        if (UNLISTED == null) {
            return true;
        }
        long newest = file.lastChunkVersion();
        for (Object chunk : (Queue<?>) get(UNLISTED, file)) {
            if (((Chunk<?>) chunk).version < newest) {
                return false;
            }
        }
        return true;
    }

    /** Puts the chunks written but not listed into H2's list of chunks, for the next store to write (as H2's close does). */
    private static void listChunks(FileStore<?> file, long version) {
        if (LIST_CHUNKS == null) {
            throw new IllegalStateException("this H2 release lists its chunks late (FileStore.recentlySaved) but has no"
                    + " FileStore.saveRecentChunksInLayout(long), which sokodb's durable commit needs");
        }
        try {
            LIST_CHUNKS.invoke(file, version);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot list the H2 file's chunks: " + e.getMessage(), e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r
                    : new IllegalStateException("cannot list the H2 file's chunks: " + e.getCause(), e.getCause());
        }
    }

    private static Object get(Field field, Object owner) {
        try {
            return field.get(owner);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read H2's " + field.getName() + ": " + e.getMessage(), e);
        }
    }

    /** Writes the file's header naming the newest chunk written: under the store's lock, every queued write done. */
    private static void writeHeader(FileStore<?> file) {
        if (WRITE_HEADER == null) {
            throw new IllegalStateException("this H2 release has no RandomAccessStore.writeStoreHeader(), which"
                    + " sokodb's durable commit needs to name the newest chunk in the file's header");
        }
        try {
            WRITE_HEADER.invoke(file);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot write the H2 file's header: " + e.getMessage(), e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r
                    : new IllegalStateException("cannot write the H2 file's header: " + e.getCause(), e.getCause());
        }
    }

    private static Method headerWrite() {
        try {
            Method write = RandomAccessStore.class.getDeclaredMethod("writeStoreHeader");
            write.setAccessible(true);
            return write;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Field unlistedChunks() {
        try {
            Field unlisted = FileStore.class.getDeclaredField("recentlySaved");
            unlisted.setAccessible(true);
            return unlisted;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    private static Method chunkListing() {
        try {
            Method list = FileStore.class.getDeclaredMethod("saveRecentChunksInLayout", long.class);
            list.setAccessible(true);
            return list;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** The statement for H2 over TCP. */
    interface ServerDao {
        /** The server stores what is committed and syncs its file. */
        @SqlUpdate("CHECKPOINT SYNC")
        void checkpointSync();
    }
}
