package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicReference;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A durable commit's store that begins while the store before it still waits to be written:
 * the file, copied when {@link Database#makeDurable} returns (as a kill leaves it), opens with
 * every row. The order is made, not waited for: H2's writing thread is held back (a task of
 * ours ahead in its queue) while H2's background path stores chunk A, then the durable commit
 * stores chunk B, which changes no page of the table A wrote; the thread is let go once B has
 * been prepared (2.5.252) or is seen waiting for A's place in the file (2.3.232 and 2.4.240
 * wait for it). On 2.5.252 B then does
 * not list A, and without the durable commit's check the copy did not open ("Table "T" not
 * found"; with sokodb's catalog the crash harness's "Chunk 36 not found", docs/catalog.md).
 */
class DurableCommitChunkListTest {
    private static final String WAITS = "saveChunkMetadataChanges";
    private static final String HANDS_OVER = "submitOrRun";

    @TempDir
    Path dir;

    @Test
    void aStoreBegunBeforeThePreviousChunkIsPlacedLeavesAFileThatOpens() throws Exception {
        String how;
        try (Database db = Database.open(DatabaseLocation.of(dir.resolve("live").toString()), true, "1")) {
            Handle h = db.handle();
            h.execute("SET WRITE_DELAY 60000"); // H2's writer threads on, its background writer idle during the test
            h.execute("CREATE TABLE t (id INT PRIMARY KEY, pad VARCHAR)");
            h.execute("CREATE TABLE u (id INT PRIMARY KEY)");
            insert(h, 0, 2000);
            db.makeDurable();
            MVStore mv = ((SessionLocal) h.getConnection().unwrap(JdbcConnection.class).getSession())
                    .getDatabase().getStore().getMvStore();
            ThreadPoolExecutor save = executor(mv.getFileStore(), "bufferSaveExecutor");
            ThreadPoolExecutor serialize = executor(mv.getFileStore(), "serializationExecutor");
            CountDownLatch gate = new CountDownLatch(1);
            save.submit(() -> {
                gate.await();
                return null;
            });
            insert(h, 2000, 1000);
            mv.tryCommit(); // chunk A, as H2's background writer stores: its write queued behind the gate
            serialize.submit(() -> { }).get();
            h.execute("INSERT INTO u VALUES 1"); // chunk B: no page of t, whose newest pages are all in A
            AtomicReference<String> order = new AtomicReference<>();
            Thread letGo = new Thread(() -> {
                String at;
                while ((at = serializer()) == null) {
                    Thread.onSpinWait();
                }
                order.set(at.equals(WAITS) ? "chunk B waited for chunk A's place" : "chunk B prepared before chunk A had its place");
                gate.countDown();
            });
            letGo.start();
            db.makeDurable(); // chunk B, then the check, the header and the sync
            letGo.join();
            how = order.get();
            Files.copy(dir.resolve("live.mv.db"), dir.resolve("copy.mv.db"));
        }
        try (Database opened = Database.open(DatabaseLocation.of(dir.resolve("copy").toString()), false, "1")) {
            assertEquals(3000, opened.handle().createQuery("SELECT COUNT(*) FROM t").mapTo(Integer.class).one(),
                    "rows in the copy (" + how + ")");
        }
        assertTrue(how.startsWith("chunk B"), how);
    }

    private static void insert(Handle h, int from, int count) {
        h.execute("INSERT INTO t SELECT X, REPEAT('p', 100) || X FROM SYSTEM_RANGE(?, ?)", from, from + count - 1);
    }

    /**
     * Where H2's serializing thread is: waiting for a chunk's place before it lists the chunk ({@link #WAITS}:
     * 2.3.232, 2.4.240), or handing the prepared chunk to the writing thread ({@link #HANDS_OVER}); null elsewhere.
     */
    private static String serializer() {
        for (var thread : Thread.getAllStackTraces().entrySet()) {
            if (thread.getKey().getName().startsWith("H2-serialization")) {
                for (StackTraceElement frame : thread.getValue()) {
                    if (frame.getMethodName().equals(WAITS) || frame.getMethodName().equals(HANDS_OVER)) {
                        return frame.getMethodName();
                    }
                }
            }
        }
        return null;
    }

    private static ThreadPoolExecutor executor(FileStore<?> file, String name) throws ReflectiveOperationException {
        Field field = FileStore.class.getDeclaredField(name);
        field.setAccessible(true);
        return (ThreadPoolExecutor) field.get(file);
    }
}
