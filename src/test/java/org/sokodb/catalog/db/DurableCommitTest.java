package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Database#makeDurable} on an H2 file: once it returns, the file on the disk — copied
 * at that moment, as a kill of the process would leave it — holds every commit. Fifty commits
 * of rows of many pages each, each copied at once: H2 alone takes a commit to its file half a
 * second later (its background writer), and a store it has begun is written by its own
 * threads after the store returns; the copy is taken between the two.
 */
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
}
