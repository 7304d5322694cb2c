package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.catalog.IdsAsText;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.StoppedUpgrade;

/**
 * A schema upgrade killed half-way is taken up again by the next command, which then answers
 * as an upgrade that was never interrupted. A catalog of real levels with duplicates (the
 * XSokoban screens, twelve of them twice) is taken back to schema 13 ({@link IdsAsText}), as the
 * sokodb of 2026-11-25 made it; its upgrade to 15 runs as a process of its own that stops after a
 * chosen statement and is killed there with SIGKILL ({@link StoppedUpgrade}): inside migration 14
 * (after its column) and inside migration 15 (after its first column, after the four of the
 * level table, after its last, with nothing recorded yet), as each engine's subclass chooses. The state the kill
 * left is checked first — on H2 every statement before the kill is kept, on PostgreSQL the
 * migration that was running is rolled back whole — then {@code stats} says the upgrade is safe
 * to interrupt, finishes it and gives the counts of the catalog before it was taken back, and
 * {@code dups} the same rows.
 */
abstract class UpgradeKillContract {
    private static final long STOP_MINUTES = 5;

    @TempDir
    Path dir;

    /**
     * The first catalog {@link #older} made in a class, kept where {@link #keptDb} says, with the
     * answers of {@code stats} and {@code dups} before it was taken back: {@link #copied} copies
     * it for every later catalog of the class's tests, so the class imports once.
     */
    private static final Map<Class<?>, Original> ORIGINALS = new ConcurrentHashMap<>();

    private record Original(String db, String stats, String dups) {
    }

    private String expectedStats;
    private String expectedDups;

    /** A new, empty catalog named {@code name}: a file in {@link #dir}, or a schema on the test server. */
    abstract String freshDb(String name);

    /** Makes {@code to} a copy of the catalog {@code from} and says so, or says it cannot (then it is imported again). */
    abstract boolean copied(String from, String to) throws IOException;

    /** Where the class keeps the first catalog it made, for all its tests; {@code null} where {@link #copied} cannot copy. */
    abstract String keptDb();

    /** Whether a kill rolls the running migration back (PostgreSQL) rather than keeping what it did (H2). */
    abstract boolean rollsBackDdl();

    /** The statements after which the upgrade from 13 is killed, counted from 1 (two of 14, then nine of 15). */
    abstract List<Integer> killPoints();

    @Test
    void anUpgradeKilledAtAStatementIsFinishedByTheNextCommand() throws Exception {
        for (int step : killPoints()) {
            String db = older("k" + step);
            killedAfter(db, step, false);
            int converted = rollsBackDdl() ? 0 : Math.max(0, step - 2);
            List<String> types = StoppedUpgrade.idColumnTypes(db);
            for (int i = 0; i < types.size(); i++) {
                assertEquals(i < converted ? "BIGINT" : "CHARACTER VARYING", types.get(i), "after step " + step + ": " + i);
            }
            assertEquals(rollsBackDdl() ? step > 2 : step > 0, StoppedUpgrade.hasWithAuthor(db), "after step " + step);
            assertEquals(step > 2 ? List.of("14 SQL true") : List.of(), StoppedUpgrade.historyFrom14(db),
                    "after step " + step);
            answersAsBefore(db, step > 2 ? 14 : 13, "after step " + step);
        }
    }

    @Test
    void anUpgradeNeverInterruptedAnswersAsBefore() throws Exception {
        String db = older("whole");
        answersAsBefore(db, 13, "uninterrupted");
    }

    /** Opens {@code db} with {@code stats}, which finishes its upgrade from {@code from}; then {@code dups}. */
    void answersAsBefore(String db, int from, String when) throws SQLException {
        Cli stats = Cli.run("--db", db, "stats");
        assertEquals(0, stats.code(), when + ": " + stats.err());
        assertEquals("sokodb: bringing the catalog up to date (schema " + from + " → 20); on a large catalog this"
                + " takes minutes, and it is safe to interrupt: the next command goes on from where it stopped …\n",
                stats.err(), when);
        assertEquals(expectedStats, stats.out(), when);
        Cli dups = Cli.run("--db", db, "dups");
        assertEquals(0, dups.code(), when + ": " + dups.err());
        assertEquals(expectedDups, dups.out(), when);
        assertEquals(Collections.nCopies(9, "BIGINT"), StoppedUpgrade.idColumnTypes(db), when);
        assertEquals(List.of("14 SQL true", "15 SQL true"), StoppedUpgrade.historyFrom14(db), when);
    }

    /**
     * A catalog of schema 13 holding real levels, named {@code name}. The answers of {@code stats}
     * and {@code dups} before it was taken back are those every upgrade of it must give.
     */
    String older(String name) throws IOException {
        String db = freshDb(name);
        Original original = ORIGINALS.get(getClass());
        if (original != null && copied(original.db(), db)) {
            expectedStats = original.stats();
            expectedDups = original.dups();
            return db;
        }
        Path in = dir.resolve("in");
        if (!Files.exists(in)) {
            Path copies = Files.createDirectories(in.resolve("copies"));
            for (int i = 1; i <= 12; i++) {
                Files.writeString(copies.resolve("screen." + i),
                        Files.readString(TestData.shipped("xsokoban/screen." + i)) + "\n");
            }
        }
        Cli imported = Cli.run("--db", db, "import", TestData.shipped("xsokoban").toString(), in.toString());
        assertEquals(0, imported.code(), imported.err());
        String stats = Cli.run("--db", db, "stats").out();
        String dups = Cli.run("--db", db, "dups").out();
        if (expectedStats == null) {
            expectedStats = stats;
            expectedDups = dups;
            assertTrue(expectedDups.lines().count() > 12, expectedDups);
        }
        assertEquals(expectedStats, stats);
        assertEquals(expectedDups, dups);
        try (Catalog c = TestCatalogs.openExisting(DatabaseLocation.of(db))) {
            IdsAsText.takeBackBefore14(c.handle());
        }
        String kept = keptDb();
        if (original == null && kept != null && copied(db, kept)) {
            ORIGINALS.put(getClass(), new Original(kept, expectedStats, expectedDups));
        }
        return db;
    }

    /**
     * Runs the upgrade of {@code db} from schema 13 as its own process, and kills it (SIGKILL)
     * once it has run {@code step} statements; {@code earlier}: the upgrade as the sokodb
     * before this one ran it.
     */
    static void killedAfter(String db, int step, boolean earlier) throws IOException, InterruptedException {
        List<String> command = TestJvm.java();
        command.addAll(List.of(StoppedUpgrade.class.getName(), db, String.valueOf(step)));
        if (earlier) {
            command.add("earlier");
        }
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> said = Collections.synchronizedList(new ArrayList<>());
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    said.add(line);
                    if (line.equals(StoppedUpgrade.STOPPED)) {
                        process.destroyForcibly(); // SIGKILL, at the statement boundary
                    }
                }
            } catch (IOException e) {
                // the process is gone
            }
        });
        reader.start();
        boolean ended = process.waitFor(STOP_MINUTES, TimeUnit.MINUTES);
        if (!ended) {
            process.destroyForcibly().waitFor();
        }
        reader.join();
        assertEquals(List.of(StoppedUpgrade.STOPPED), said, "the upgrade stopped after statement " + step
                + " and was killed there (exit " + process.exitValue() + ")");
    }
}
