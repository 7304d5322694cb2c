package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A PostgreSQL session killed in the middle of a statement, as a SIGKILL leaves an import's:
 * the server sees that the client is gone only when the statement ends, and until then the
 * session keeps its locks. The test prepares the session ({@link #session}), then
 * {@link #killDuringAStatement} runs a statement on it that waits for a lock a second
 * connection holds (so it runs exactly as long as the test wants) and closes the session's
 * socket under it. {@link #endTheStatementOnceAsked} lets that statement end once an open is
 * seen asking who holds the import lock.
 */
final class OutlivedSession implements AutoCloseable {
    private final String url;
    private final long gate = ThreadLocalRandom.current().nextLong();
    private final Connection gatekeeper;
    private final Connection session;
    private CompletableFuture<Void> statement = CompletableFuture.completedFuture(null);

    OutlivedSession(String url) throws SQLException {
        this.url = url;
        this.gatekeeper = DriverManager.getConnection(url);
        gatekeeper.createStatement().execute("SELECT pg_advisory_lock(" + gate + ")");
        this.session = DriverManager.getConnection(url);
    }

    /** The session to be killed, to take its locks on first. */
    Connection session() {
        return session;
    }

    /** Starts the session's last statement, waits until the server runs it, closes the socket. */
    void killDuringAStatement() throws SQLException, InterruptedException {
        int pid = backendPid(session);
        statement = CompletableFuture.runAsync(() -> {
            try (Statement s = session.createStatement()) {
                s.execute("SELECT pg_advisory_lock(" + gate + ")");
            } catch (SQLException expected) {
                // the socket closed under it
            }
        });
        String waiting = "SELECT COUNT(*) FROM pg_stat_activity WHERE pid = " + pid + " AND state = 'active'"
                + " AND wait_event_type = 'Lock'";
        while (count(waiting) == 0) {
            Thread.sleep(10);
        }
        session.abort(Runnable::run);
        assertEquals(1, count(waiting), "the server runs the killed session's statement on");
    }

    /** Ends the killed session's statement once {@code open} asks who holds the import lock (or is done). */
    void endTheStatementOnceAsked(CompletableFuture<?> open) throws SQLException, InterruptedException {
        String asking = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()"
                + " AND pid <> pg_backend_pid() AND query LIKE '%FROM pg_locks l JOIN pg_stat_activity a%'";
        while (!open.isDone() && count(asking) == 0) {
            Thread.sleep(10);
        }
        gatekeeper.createStatement().execute("SELECT pg_advisory_unlock(" + gate + ")");
    }

    @Override
    public void close() throws SQLException {
        statement.join();
        session.close();
        gatekeeper.close();
    }

    private static int backendPid(Connection c) throws SQLException {
        try (ResultSet r = c.createStatement().executeQuery("SELECT pg_backend_pid()")) {
            r.next();
            return r.getInt(1);
        }
    }

    private int count(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); ResultSet r = c.createStatement().executeQuery(sql)) {
            r.next();
            return r.getInt(1);
        }
    }
}
