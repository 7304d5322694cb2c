package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;

/**
 * {@link Database#makeDurable} on an H2 file: once it returns, the file on the disk — copied
 * at that moment, as a kill of the process would leave it — holds every commit. Fifty commits
 * of rows of many pages each, each copied at once: H2 alone takes a commit to its file half a
 * second later (its background writer), and a store it has begun is written by its own
 * threads after the store returns; the copy is taken between the two.
 */
@Slow
class DurableCommitTest {
    @TempDir
    Path dir;

    @Test
    void afterMakeDurableTheFileOnDiskHoldsEveryCommit() throws Exception {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("live").toString());
        try (Database db = Database.open(location, true, "1")) {
            db.handle().execute("CREATE TABLE t (id INT PRIMARY KEY, payload VARCHAR)");
            String payload = "x".repeat(4000);
            for (int round = 1; round <= 50; round++) {
                int first = round * 100;
                db.handle().useTransaction(h -> {
                    for (int i = first; i < first + 100; i++) {
                        h.execute("INSERT INTO t VALUES (?, ?)", i, payload);
                    }
                });
                db.makeDurable();
                Path copy = dir.resolve("copy-" + round);
                Files.copy(dir.resolve("live.mv.db"), Path.of(copy + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
                try (Database opened = Database.open(DatabaseLocation.of(copy.toString()), false, "1")) {
                    assertEquals(round * 100, opened.handle().createQuery("SELECT COUNT(*) FROM t").mapTo(Integer.class).one(),
                            "rows on the disk after commit " + round);
                }
                Files.delete(Path.of(copy + ".mv.db"));
            }
        }
    }

    /**
     * The same where H2 writes new chunks into the space of old ones: each commit adds rows and
     * removes those of three commits before, and the file keeps no old chunk ({@code
     * RETENTION_TIME 0}), so chunks soon go where H2 did not foresee, found only through the
     * file's header. H2's background writer is off ({@code WRITE_DELAY 0}): it would write
     * while the file is copied, and a copy so taken is no state a kill could leave. On H2
     * 2.5.252 without the header written by the durable commit, copies lacked the last commit
     * from the sixth on (docs/catalog.md, the H2 release).
     */
    @Test
    void afterMakeDurableTheFileOnDiskHoldsEveryCommitWhenChunksReuseSpace() throws Exception {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("reused").toString());
        try (Database db = Database.open(location, true, "1")) {
            db.handle().execute("CREATE TABLE t (round INT, i INT, payload VARCHAR, PRIMARY KEY (round, i))");
            db.handle().execute("SET RETENTION_TIME 0");
            db.handle().execute("SET WRITE_DELAY 0"); // no writer thread: the copy is the file as a kill leaves it
            String payload = "x".repeat(100);
            for (int round = 1; round <= 16; round++) {
                int r = round;
                db.handle().useTransaction(h -> {
                    for (int i = 0; i < 200; i++) {
                        h.execute("INSERT INTO t VALUES (?, ?, ?)", r, i, payload + r + "/" + i);
                    }
                    h.execute("DELETE FROM t WHERE round = ?", r - 3);
                });
                db.makeDurable();
                Path copy = dir.resolve("copy-" + round);
                Files.copy(dir.resolve("reused.mv.db"), Path.of(copy + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
                try (Database opened = Database.open(DatabaseLocation.of(copy.toString()), false, "1")) {
                    assertEquals(List.of(Math.min(round, 3) * 200, round),
                            opened.handle().createQuery("SELECT COUNT(*), MAX(round) FROM t")
                                    .map((rs, ctx) -> List.of(rs.getInt(1), rs.getInt(2))).one(),
                            "rows and newest round on the disk after commit " + round);
                }
                Files.delete(Path.of(copy + ".mv.db"));
            }
        }
    }

    /**
     * An H2 server's database cannot be made durable from here (its CHECKPOINT SYNC may return
     * before the write): opened to write, it is refused before any connection, with a message
     * that says what to do instead. (Nothing listens on the port: the refusal comes first.)
     */
    @Test
    void anH2ServersDatabaseIsRefusedForWriting() {
        for (String url : new String[] {"jdbc:h2:tcp://127.0.0.1:9/catalog", "jdbc:H2:SSL://127.0.0.1:9/catalog"}) {
            DatabaseLocation location = DatabaseLocation.of(url);
            assertTrue(location.h2Server(), url);
            CatalogException e = assertThrows(CatalogException.class, () -> Database.open(location, false, "1"));
            assertTrue(e.getMessage().startsWith("cannot write to " + url + ": an H2 server's database cannot be made"
                    + " to keep a commit on its disk"), e.getMessage());
            assertTrue(e.getMessage().endsWith("or read this one with 'sokodb serve' (without --allow-write)"),
                    e.getMessage());
        }
        assertTrue(!DatabaseLocation.of(dir.resolve("file").toString()).h2Server());
        assertTrue(!DatabaseLocation.of("jdbc:h2:mem:x").h2Server());
    }
}
