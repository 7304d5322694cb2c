import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * bench/solve-team.sh: the PostgreSQL side of the team-solving benchmark. Run with the sokodb
 * jar on the class path (it carries the driver):
 *   java -cp target/sokodb.jar bench/PgTeam.java JDBC_URL SCHEMA reset|forget|check|traffic
 * reset: a new empty schema; forget: every attempt, solution and claim gone (the catalog
 * unsolved again); check: one line that says whether every group was attempted exactly once
 * (exit 1 if not); traffic: the server's counters for this database (transactions, rows
 * read, written), for the difference over a run.
 */
public class PgTeam {
    public static void main(String[] args) throws Exception {
        String schema = args[1];
        if (!schema.matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException("schema name: lower-case letters, digits and _ only");
        }
        String url = args[0] + (args[0].contains("?") ? "&" : "?") + "currentSchema=" + schema;
        switch (args[2]) {
            case "reset" -> {
                try (Connection c = DriverManager.getConnection(args[0]); Statement s = c.createStatement()) {
                    s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
                    s.execute("CREATE SCHEMA " + schema);
                }
            }
            case "forget" -> {
                try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                    s.execute("DELETE FROM solve_claim");
                    s.execute("DELETE FROM solve_attempt");
                    s.execute("UPDATE solution SET carried_from = NULL");
                    s.execute("DELETE FROM solution");
                    s.execute("VACUUM ANALYZE");
                }
            }
            case "check" -> {
                try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                    long groups = one(s, "SELECT COUNT(DISTINCT unique_id) FROM level WHERE unplayable IS NULL");
                    long attempts = one(s, "SELECT COUNT(*) FROM solve_attempt");
                    long solved = one(s, "SELECT COUNT(*) FROM solve_attempt WHERE verdict = 'solved'");
                    long found = one(s, "SELECT COUNT(*) FROM solution WHERE carried_from IS NULL");
                    long twice = one(s, "SELECT COUNT(*) FROM (SELECT level_id FROM solution WHERE carried_from IS NULL"
                            + " GROUP BY level_id HAVING COUNT(*) > 1) t");
                    long claims = one(s, "SELECT COUNT(*) FROM solve_claim");
                    boolean ok = attempts == groups && found == solved && twice == 0 && claims == 0;
                    System.out.printf("%d groups, %d attempted (%d solved, %d solutions stored, %d groups with two),"
                            + " %d claims left: %s%n", groups, attempts, solved, found, twice, claims,
                            ok ? "every group attempted exactly once" : "NOT every group attempted exactly once");
                    System.exit(ok ? 0 : 1);
                }
            }
            case "traffic" -> {
                try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                        ResultSet r = s.executeQuery("SELECT pg_stat_force_next_flush()")) {
                    r.next();
                }
                Thread.sleep(1200);
                try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                        ResultSet r = s.executeQuery("SELECT xact_commit + xact_rollback, tup_returned + tup_fetched,"
                                + " tup_inserted + tup_updated + tup_deleted FROM pg_stat_database"
                                + " WHERE datname = current_database()")) {
                    r.next();
                    System.out.println(r.getLong(1) + " " + r.getLong(2) + " " + r.getLong(3));
                }
            }
            default -> throw new IllegalArgumentException("reset, forget, check or traffic, not " + args[2]);
        }
    }

    private static long one(Statement s, String sql) throws Exception {
        try (ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }
}
