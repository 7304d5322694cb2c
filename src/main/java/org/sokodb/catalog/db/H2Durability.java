package org.sokodb.catalog.db;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.Map;
import java.util.Queue;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicLong;

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
 *
 * <p><b>Dead chunks during a bulk load</b> ({@link #reuseAfterDurableCommits}). H2 writes
 * every changed page into a new chunk; a chunk no page of the newest version is in is dead,
 * and H2 writes into its space again once the chunk is older than the store's retention time
 * ({@code RETENTION_TIME}: 45 s, the time a disk is trusted to have written what it was given)
 * and died before the oldest version still in use (a statement's, held through
 * {@link MVStore#registerVersionUsage}). A reopen after a kill reads the header (the last
 * durable commit wrote it, naming the newest chunk, and synced), takes the newest chunk it
 * finds from there whose list of chunks points at whole chunks, and falls back chunk by chunk
 * to older ones; each state from the last durable commit on is made only of chunks live at its
 * version. So while a bulk load writes, the retention time of the store is 0 (in this process
 * only; the file keeps its own) and the version of the last durable commit is held as in use
 * instead: a chunk's space is written again only once it died before that commit, which a
 * kill then finds whole (or a newer state), and a power loss too as far as the disk keeps what
 * it synced. Each durable commit moves the held version on, under the store's lock, right
 * after its sync ({@link #heldAtDurable}). The import keeps this from the bulk load's start to
 * the end of the similarity index's fill after it, whose steps each end with a durable commit
 * ({@link #commitIfReusing}).
 *
 * <p>After each such durable commit the live pages of the sparsest chunks are written again
 * ({@link #rewriteSparseChunks}, H2's {@link MVStore#compact}): the load rewrites the pages a
 * batch touches and leaves its chunks partly live, which only a rewrite frees. H2 rewrites only
 * chunks older than the retention time and before the last version stored; their pages go into
 * the next store, and the chunk they leave dies at a version after the one held, so its space
 * is written again only after the next durable commit. Without the held version that rewrite
 * would not be safe with the retention at 0: the chunk could be written over as soon as the
 * store holding its pages' copies was written (not synced), while a reopen after a kill may
 * still go back to the state of the last durable commit, which lists it.
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

    /** The stores reusing dead chunks after durable commits, each with what that mode keeps of it. */
    private static final Map<MVStore, Reusing> REUSING = new WeakHashMap<>();

    /** A store in that mode: its retention time before (given back by {@link #letGo}), the version it holds, its bytes at the last rewrite. */
    private static final class Reusing {
        final int retained;
        /** The last durable commit's version; null before the first. */
        MVStore.TxCounter held;
        /** What the store had written at its last rewrite; -1 before the first. */
        long written = -1;

        Reusing(int retained) {
            this.retained = retained;
        }
    }

    private H2Durability() {
    }

    /**
     * From now on the embedded file of {@code handle} reuses a dead chunk as soon as the last
     * durable commit no longer needs it: makes a durable commit (the version it holds) and sets
     * the store's retention time to 0, for this process only. Nothing for a server's database.
     */
    static void reuseAfterDurableCommits(Handle handle) throws SQLException {
        MVStore mv = fileStore(handle);
        if (mv == null) {
            return;
        }
        synchronized (REUSING) {
            REUSING.putIfAbsent(mv, new Reusing(mv.getRetentionTime()));
        }
        commitToDisk(handle);
        mv.setRetentionTime(0);
    }

    /**
     * {@link #keepForRetention} with the retention time the store had before
     * {@link #reuseAfterDurableCommits}: for a close while the mode is still on (an import stopped
     * before its end), which then keeps what H2 would have kept. Nothing if the mode is off.
     */
    static void letGo(Handle handle) throws SQLException {
        MVStore mv = fileStore(handle);
        if (mv == null) {
            return;
        }
        Reusing reusing;
        synchronized (REUSING) {
            reusing = REUSING.get(mv);
        }
        if (reusing != null) {
            keepForRetention(handle, reusing.retained);
        }
    }

    /**
     * Back to H2's own rule: the store's retention time is {@code retentionMillis}, set first,
     * and the version held is let go. Nothing if {@link #reuseAfterDurableCommits} was not called.
     */
    static void keepForRetention(Handle handle, int retentionMillis) throws SQLException {
        MVStore mv = fileStore(handle);
        if (mv == null) {
            return;
        }
        Reusing reusing;
        synchronized (REUSING) {
            reusing = REUSING.remove(mv);
            if (reusing == null) {
                return;
            }
            mv.setRetentionTime(retentionMillis);
        }
        if (reusing.held != null) {
            mv.deregisterVersionUsage(reusing.held);
        }
    }

    /** {@link #commitToDisk} if the file of {@code handle} reuses dead chunks after durable commits; nothing otherwise. */
    static void commitIfReusing(Handle handle) throws SQLException {
        MVStore mv = fileStore(handle);
        if (mv == null) {
            return;
        }
        synchronized (REUSING) {
            if (!REUSING.containsKey(mv)) {
                return;
            }
        }
        commitToDisk(handle);
    }

    /** A durable commit of {@code mv} is on the disk: the version it holds is now that commit's. Under the store's lock. */
    private static void heldAtDurable(MVStore mv) {
        MVStore.TxCounter before;
        synchronized (REUSING) {
            Reusing reusing = REUSING.get(mv);
            if (reusing == null) {
                return;
            }
            before = reusing.held;
            reusing.held = mv.registerVersionUsage();
            // a SET RETENTION_TIME since (the bulk load's end writes the file's own back) set the store's too
            mv.setRetentionTime(0);
        }
        if (before != null) {
            mv.deregisterVersionUsage(before);
        }
    }

    /** Every commit made so far on the database of {@code handle} is on the disk when this returns. */
    static void commitToDisk(Handle handle) throws SQLException {
        Session session = handle.getConnection().unwrap(JdbcConnection.class).getSession();
        if (!(session instanceof SessionLocal)) {
            handle.attach(ServerDao.class).checkpointSync();
            return;
        }
        MVStore mv = fileStore(handle);
        if (mv == null) {
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
                heldAtDurable(mv);
                synced[0] = true;
            });
            if (synced[0]) {
                rewriteSparseChunks(mv);
                return;
            }
            mv.commit();
        }
        throw new IllegalStateException("the H2 file's newest chunk still did not list every chunk after " + MAX_STORES
                + " stores: its commits are not made durable");
    }

    /** Live bytes H2 rewrites at most out of its sparsest chunks after one durable commit of a store reusing dead chunks. */
    static final int REWRITE_MOST = 8 << 20;
    /** The share (percent) of the bytes the store wrote since the last rewrite that the next one may write. */
    static final int REWRITE_SHARE = 50;
    /** The chunks' live share (percent, by H2's count) below which those rewrites are made. */
    static final int REWRITE_BELOW_LIVE = 90;
    /** H2's count of the bytes a store wrote ({@code FileStore.writeBytes}); null if missing. */
    private static final Field WRITE_BYTES = writtenBytes();

    /**
     * After a durable commit of a store reusing dead chunks: the live pages of its sparsest chunks
     * written again ({@link MVStore#compact}) when its chunks are less than
     * {@link #REWRITE_BELOW_LIVE} percent live, {@link #REWRITE_SHARE} percent of what the store
     * wrote since the last rewrite (the rewrites' own writes counted: the rewrites settle at
     * about what the load writes), {@link #REWRITE_MOST} at most. The pages go into the next
     * store; the chunks they leave die at a version after the one held, so their space is
     * written again only after the next durable commit.
     */
    private static void rewriteSparseChunks(MVStore mv) {
        long written = WRITE_BYTES == null ? 0 : ((AtomicLong) get(WRITE_BYTES, mv.getFileStore())).get();
        long before;
        synchronized (REUSING) {
            Reusing reusing = REUSING.get(mv);
            if (reusing == null) {
                return;
            }
            before = reusing.written < 0 ? written : reusing.written;
            reusing.written = written;
        }
        long budget = WRITE_BYTES == null ? REWRITE_MOST : Math.min(REWRITE_MOST, (written - before) * REWRITE_SHARE / 100);
        if (budget > 0) {
            mv.compact(REWRITE_BELOW_LIVE, (int) budget);
        }
    }

    private static Field writtenBytes() {
        try {
            Field written = FileStore.class.getDeclaredField("writeBytes");
            written.setAccessible(true);
            return written;
        } catch (NoSuchFieldException e) {
            return null;
        }
    }

    /** The writable file store of the embedded database of {@code handle}; null for a server's, one in memory or a reader's. */
    static MVStore fileStore(Handle handle) throws SQLException {
        Session session = handle.getConnection().unwrap(JdbcConnection.class).getSession();
        if (!(session instanceof SessionLocal local)) {
            return null;
        }
        Store store = local.getDatabase().getStore();
        MVStore mv = store == null ? null : store.getMvStore();
        return mv == null || mv.getFileStore() == null || mv.isReadOnly() ? null : mv;
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
