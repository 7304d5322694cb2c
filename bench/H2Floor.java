import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Random;

import org.flywaydb.core.Flyway;

/**
 * What H2 alone costs per board for the rows an import writes: the catalog's own schema
 * (migrated by Flyway from migrations/), one level row and one occurrence row per board,
 * plain JDBC batches of 2,000, one commit per 1,000 boards (a Boxoban source) — and none of
 * sokodb's reading, identifying or deciding. The ids are random, as MD5 sums are.
 *
 *   java -Xmx512m -cp target/sokodb.jar bench/H2Floor.java BOARDS [DROP,…]
 *
 * DROP names what to take away from the schema first, to see what each costs: level_fk,
 * collection_fk, occurrence_level, occurrence_position, level_unique_id, level_exact_id
 * (the unique constraint), or "bare" for all of them: only the sequential primary keys are
 * then left, the least any catalog of these rows could keep. Prints the time per board
 * every 100,000 boards and at the end.
 */
public class H2Floor {
    /** Bytes allocated so far by every live thread (com.sun.management.ThreadMXBean): a counter, not a clock. */
    static long allocated() {
        var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (long b : threads.getThreadAllocatedBytes(threads.getAllThreadIds())) {
            sum += Math.max(0, b);
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        int boards = Integer.parseInt(args[0]);
        java.util.Set<String> drop = new java.util.HashSet<>(java.util.List.of(args.length > 1 ? args[1].split(",")
                : new String[0]));
        if (drop.remove("bare")) {
            drop.addAll(java.util.List.of("level_fk", "collection_fk", "occurrence_level", "occurrence_position",
                    "level_unique_id", "level_exact_id"));
        }
        Path dir = Files.createTempDirectory("sokodb-h2floor");
        String url = "jdbc:h2:file:" + dir.resolve("floor");
        Flyway.configure().dataSource(url, "", "").locations("filesystem:migrations").load().migrate();
        try (Connection c = DriverManager.getConnection(url)) {
            try (Statement s = c.createStatement()) {
                // the foreign keys first: they use the indexes
                String[][] steps = {
                    {"level_fk", "ALTER TABLE occurrence DROP CONSTRAINT occurrence_level_fk"},
                    {"collection_fk", "ALTER TABLE occurrence DROP CONSTRAINT occurrence_collection_fk"},
                    {"occurrence_level", "DROP INDEX occurrence_level"},
                    {"occurrence_position", "DROP INDEX occurrence_position"},
                    {"level_unique_id", "DROP INDEX level_unique_id"},
                    {"level_exact_id", "ALTER TABLE level DROP CONSTRAINT level_exact_id_unique"},
                };
                for (String[] step : steps) {
                    if (drop.remove(step[0])) {
                        s.execute(step[1]);
                    }
                }
                if (!drop.isEmpty()) {
                    throw new IllegalArgumentException("nothing to drop called " + drop);
                }
            }
            c.setAutoCommit(false);
            PreparedStatement source = c.prepareStatement("INSERT INTO collection (source, sha256, format, file_notes,"
                    + " boards, levels, new_levels, invalid, duplicates, imported_at)"
                    + " VALUES (?, ?, 'xsb', '', 1000, 1000, 1000, 0, 0, CURRENT_TIMESTAMP)", new String[] {"ID"});
            PreparedStatement level = c.prepareStatement("INSERT INTO level (exact_id, unique_id, canonical, board,"
                    + " width, height, boxes, unplayable) VALUES (?, ?, 'IDENTITY', ?, 10, 10, 4, NULL)",
                    new String[] {"ID"});
            PreparedStatement occurrence = c.prepareStatement("INSERT INTO occurrence (collection_id, board_index,"
                    + " line, level_id, reason, title, author, notes, board) VALUES (?, ?, ?, ?, NULL, ?, '', '', ?)");
            Random random = new Random(1);
            String walls = "##########\n#   #    #\n# $ . @  #\n#  ####  #\n#        #\n##########\n";
            long start = System.nanoTime();
            long lap = start;
            long collection = 0;
            for (int done = 0; done < boards; done += 1000) {
                source.setString(1, "source " + done);
                source.setString(2, String.format("%064x", done));
                source.executeUpdate();
                try (ResultSet k = source.getGeneratedKeys()) {
                    k.next();
                    collection = k.getLong(1);
                }
                int n = Math.min(1000, boards - done);
                String[] board = new String[n];
                for (int i = 0; i < n; i++) {
                    board[i] = walls + (done + i);
                    level.setString(1, String.format("%016X", random.nextLong()));
                    level.setString(2, String.format("%016X", random.nextLong()));
                    level.setString(3, board[i]);
                    level.addBatch();
                }
                level.executeBatch();
                try (ResultSet k = level.getGeneratedKeys()) {
                    for (int i = 0; i < n; i++) {
                        k.next();
                        occurrence.setLong(1, collection);
                        occurrence.setInt(2, i + 1);
                        occurrence.setInt(3, i * 12 + 1);
                        occurrence.setLong(4, k.getLong(1));
                        occurrence.setString(5, String.valueOf(i));
                        occurrence.setString(6, board[i]);
                        occurrence.addBatch();
                    }
                }
                occurrence.executeBatch();
                c.commit();
                if ((done + n) % 100_000 == 0) {
                    long now = System.nanoTime();
                    System.out.printf("%,d boards: %.1f µs per board over the last 100,000%n", done + n,
                            (now - lap) / 1e3 / 100_000);
                    lap = now;
                }
            }
            long end = System.nanoTime();
            System.out.printf("allocated: %,d bytes a board (every thread, the schema's migration included)%n",
                    allocated() / boards);
            System.out.printf("%s, %,d boards: %.1f s, %.1f µs per board%n", args.length > 1 ? "catalog without " + args[1] : "catalog",
                    boards, (end - start) / 1e9, (end - start) / 1e3 / boards);
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }
}
