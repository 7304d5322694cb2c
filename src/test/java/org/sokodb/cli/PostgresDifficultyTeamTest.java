package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;

/**
 * {@code difficulty --catalog} runs share one PostgreSQL catalog's work as
 * {@code solve --catalog}'s do: the groups a batch of another run holds are skipped, not
 * waited for, and between them the runs rate every group exactly once. Real levels with
 * their own solutions: {@code Original_and_Extra.sok} (91 levels, 196 solution and snapshot blocks).
 * The runs share nothing but the server: each has its connection, and the rows a batch locks are
 * the server's to hold, so the two that rate at once run on threads of this JVM
 * ({@link CliInThread}) and the later ones through {@link Cli#run}, none a process of its own
 * (a JVM's start would cost most of a run; nothing here is killed or signalled).
 */
@AlongsideOnPostgres
class PostgresDifficultyTeamTest {
    private static final Pattern SAID = Pattern.compile(
            "sokodb: rated (\\d+) groups? from (?:their|its) solutions and (\\d+) again from their stored quantities");
    /** The first level rows of the groups with a solution, in import order: what a rating batch locks. */
    private static final String GROUPS = "SELECT l.id FROM level l WHERE l.unplayable IS NULL"
            + " AND l.id = (SELECT MIN(m.id) FROM level m WHERE m.unique_id = l.unique_id AND m.unplayable IS NULL)"
            + " AND EXISTS (SELECT 1 FROM level m JOIN solution s ON s.level_id = m.id WHERE m.unique_id = l.unique_id)"
            + " ORDER BY l.id";
    private static final int HELD = 30;

    /** Groups rated from their solutions, from the line the run ends with; none may be rated twice. */
    private static int rated(List<String> err) {
        for (String line : err) {
            Matcher m = SAID.matcher(line);
            if (m.find()) {
                assertEquals("0", m.group(2), "rated again from stored quantities: " + line);
                return Integer.parseInt(m.group(1));
            }
        }
        throw new AssertionError("no summary line: " + err);
    }

    @Test
    void processesRatingAtOnceSkipWhatAnotherHoldsAndRateEveryGroupOnce() throws Exception {
        String url = TestPostgres.freshSchema();
        String sok = TestData.path("sok/Original_and_Extra.sok").toString();
        Cli imported = Cli.run("--db", url, "import", sok);
        assertEquals(0, imported.code(), imported.err());
        int groups = TestPostgres.count(url, "SELECT COUNT(*) FROM (" + GROUPS + ") g");
        assertTrue(groups > HELD, "groups with a solution: " + groups);

        try (Connection holder = DriverManager.getConnection(url)) {
            // the first groups held as another process's batch holds them, until this transaction ends
            holder.setAutoCommit(false);
            try (Statement s = holder.createStatement();
                    ResultSet held = s.executeQuery(GROUPS + " LIMIT " + HELD + " FOR NO KEY UPDATE")) {
                int n = 0;
                while (held.next()) {
                    n++;
                }
                assertEquals(HELD, n);
            }
            List<CliInThread> raters = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                raters.add(CliInThread.start("--db", url, "difficulty", "--catalog"));
            }
            int together = 0;
            for (CliInThread r : raters) {
                // neither waits for the held groups nor for the other: each ends while they are held
                assertEquals(0, r.finish(), String.join("\n", r.err()));
                together += rated(r.err());
            }
            assertEquals(groups - HELD, together);
            assertEquals(groups - HELD, TestPostgres.count(url, "SELECT COUNT(*) FROM difficulty"));
            holder.rollback();
        }
        // let go, the held groups are what is left, and then nothing
        Cli rest = Cli.run("--db", url, "difficulty", "--catalog");
        assertEquals(0, rest.code(), rest.err());
        assertEquals(HELD, rated(rest.err().lines().toList()));
        assertEquals(groups, rest.out().lines().count() - 1, "one row per rated group under the header");
        Cli none = Cli.run("--db", url, "difficulty", "--catalog");
        assertEquals(0, none.code(), none.err());
        assertEquals(0, rated(none.err().lines().toList()));
        assertEquals(groups, TestPostgres.count(url, "SELECT COUNT(*) FROM difficulty"));
    }
}
