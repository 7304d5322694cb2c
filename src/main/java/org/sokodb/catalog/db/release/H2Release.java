package org.sokodb.catalog.db.release;

import java.sql.Connection;
import java.sql.SQLException;

import org.h2.engine.Constants;
import org.h2.engine.Session;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.db.Store;

/**
 * An H2 release ({@code 2.3.232}), and the one that last wrote a catalog file whole, as sokodb
 * marks it there: in H2's store version ({@code MVStore.setStoreVersion}, a number H2 keeps in
 * the file for its user and never reads itself), as {@code major·10⁶ + minor·10³ + build}. A
 * file gets the mark when sokodb creates it and when {@link ReleaseCopy} writes it anew; H2's
 * own compaction ({@code SHUTDOWN COMPACT}) carries it into the file it writes. A file without
 * the mark was written by a sokodb before it, and every one of those ran on 2.3.232
 * ({@link #UNMARKED}).
 *
 * @param major H2's major version
 * @param minor its minor version
 * @param build its build number
 */
public record H2Release(int major, int minor, int build) {
    /** The release of a file without a mark: every sokodb before the mark ran on it. */
    public static final H2Release UNMARKED = new H2Release(2, 3, 232);
    /** The release this build runs on. */
    public static final H2Release RUNNING = new H2Release(Constants.VERSION_MAJOR, Constants.VERSION_MINOR,
            Constants.BUILD_ID);

    /** The release {@code store}'s file is marked with; {@link #UNMARKED} when it has no mark. */
    public static H2Release of(MVStore store) {
        int code = store.getStoreVersion();
        return code == 0 ? UNMARKED : new H2Release(code / 1_000_000, code / 1_000 % 1_000, code % 1_000);
    }

    /** Marks {@code store}'s file as written by the running release (stored with its next commit). */
    static void markRunning(MVStore store) {
        store.setStoreVersion(RUNNING.code());
    }

    /**
     * Marks the file of a new catalog, open on {@code connection} (an embedded H2 database, its
     * only connection), as written by the running release: stored when the database closes.
     */
    public static void markRunning(Connection connection) throws SQLException {
        Session session = connection.unwrap(JdbcConnection.class).getSession();
        if (session instanceof SessionLocal local) {
            Store store = local.getDatabase().getStore();
            if (store != null && store.getMvStore() != null && store.getMvStore().getFileStore() != null) {
                markRunning(store.getMvStore());
            }
        }
    }

    /** The number the mark stores. */
    int code() {
        return major * 1_000_000 + minor * 1_000 + build;
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + build;
    }
}
