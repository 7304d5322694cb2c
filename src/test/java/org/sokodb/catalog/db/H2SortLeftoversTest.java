package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.db.release.CopyListener;

/**
 * A catalog file that a kill left with the sort buffers of an index build in it opens and can
 * be written, with H2's assertions on ({@link H2SortLeftovers}). The file is made as a killed
 * {@code CREATE INDEX} leaves it: a single-writer map named {@code temp.N}, full of rows and
 * stored, in a database copied while open. Without the removal before H2 opens the copy, H2
 * removes the map as a plain one and its first write after that fails
 * ({@code AssertionError: … pinCount …}).
 */
class H2SortLeftoversTest {
    @TempDir
    Path dir;

    @Test
    void aCatalogAKilledIndexBuildLeftOpensAndCanBeWritten() throws Exception {
        killedDuringAnIndexBuild(dir.resolve("killed.mv.db"));
        try (Database db = Database.open(DatabaseLocation.of(dir.resolve("killed").toString()), false, "1")) {
            db.handle().useTransaction(h -> {
                for (int i = 0; i < 2_000; i++) {
                    h.execute("INSERT INTO t VALUES (?, ?)", i, "row " + i);
                }
            });
            db.makeDurable();
            assertEquals(2_000, db.handle().createQuery("SELECT COUNT(*) FROM t").mapTo(Integer.class).one());
        }
    }

    @Test
    void theSortBuffersAreRemovedOnce() throws Exception {
        killedDuringAnIndexBuild(dir.resolve("killed.mv.db"));
        assertEquals(1, H2SortLeftovers.remove(DatabaseLocation.of(dir.resolve("killed").toString()), CopyListener.NONE));
        assertEquals(0, H2SortLeftovers.remove(DatabaseLocation.of(dir.resolve("killed").toString()), CopyListener.NONE), "nothing is left the second time");
    }

    /** A catalog with a table {@code t}, as a kill during an index build leaves it: with a stored sort buffer. */
    private void killedDuringAnIndexBuild(Path to) throws Exception {
        assertTrue(MVStore.class.desiredAssertionStatus(), "this test needs H2's assertions on");
        try (Database db = Database.open(DatabaseLocation.of(dir.resolve("live").toString()), true, "1")) {
            sortBufferStored(db);
            Files.copy(dir.resolve("live.mv.db"), to);
        }
    }

    /** A table {@code t} and, beside it, a sort buffer of 20,000 rows stored as H2's index build stores one. */
    private static void sortBufferStored(Database db) throws Exception {
        db.handle().execute("CREATE TABLE t (id INT PRIMARY KEY, payload VARCHAR)");
        MVStore store = ((SessionLocal) db.handle().getConnection().unwrap(JdbcConnection.class).getSession())
                .getDatabase().getStore().getMvStore();
        MVMap<Long, String> buffer = store.openMap("temp.7", new MVMap.Builder<Long, String>().singleWriter());
        for (long i = 0; i < 20_000; i++) {
            buffer.put(i, "sorted row " + i);
        }
        store.commit();
    }

    @Test
    void sortBuffersInACleanlyClosedCatalogAreFoundToo() throws Exception {
        // an index build stopped by a failure, the database then closed as usual: the file's header says
        // it was closed cleanly, and the look reads it from its newest chunks alone (NewestChunkLook)
        try (Database db = Database.open(DatabaseLocation.of(dir.resolve("closed").toString()), true, "1")) {
            sortBufferStored(db);
        }
        assertEquals(1, H2SortLeftovers.remove(DatabaseLocation.of(dir.resolve("closed").toString()), CopyListener.NONE));
        assertEquals(0, H2SortLeftovers.remove(DatabaseLocation.of(dir.resolve("closed").toString()), CopyListener.NONE));
    }

    @Test
    void aCatalogThatIsOpenElsewhereIsLeftAlone() {
        try (Database db = Database.open(DatabaseLocation.of(dir.resolve("busy").toString()), true, "1")) {
            assertEquals(0, H2SortLeftovers.remove(DatabaseLocation.of(dir.resolve("busy").toString()), CopyListener.NONE));
        }
    }
}
