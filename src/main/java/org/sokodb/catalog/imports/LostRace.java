package org.sokodb.catalog.imports;

import java.sql.SQLException;
import java.util.Optional;

/**
 * A transaction that lost a race with another one (PostgreSQL, several imports at once): a
 * deadlock, a serialization failure, a unique key taken by a transaction that committed
 * first. Its source is imported again ({@link RaceRetry}).
 */
final class LostRace extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LostRace(String why, Throwable cause) {
        super(why, cause, false, false);
    }

    /** The race {@code e} says this transaction lost, or empty when {@code e} is a failure of another kind. */
    static Optional<String> of(Throwable e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof SQLException sql && sql.getSQLState() != null) {
                switch (sql.getSQLState()) {
                    case "40P01":
                        return Optional.of("deadlock detected, SQLSTATE 40P01");
                    case "40001":
                        return Optional.of("serialization failure, SQLSTATE 40001");
                    case "23505":
                        return Optional.of("a unique key was taken first, SQLSTATE 23505");
                    default:
                        break;
                }
            }
        }
        return Optional.empty();
    }
}
