package org.sokodb.catalog.db.pg;

import java.util.Optional;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.postgresql.Driver;

/**
 * The parts of a {@code jdbc:postgresql:} URL that credentials depend on, as pgjdbc itself
 * reads the URL (percent-decoding included). With several hosts ({@code //a,b:5433/db}) the
 * first one is used to look up a password, as libpq does for its first attempt.
 */
public record PgUrl(String host, String port, String database, Optional<String> user, Optional<String> password) {

    /**
     * pgjdbc logs through java.util.logging, whose default handler prints warnings on stderr,
     * and some of them quote the URL (a malformed port shows what follows the colon: a
     * password, in {@code user:secret@host}). sokodb's own messages say what went wrong, with
     * passwords masked; the driver stays quiet, SOKODB_DEBUG or not. The reference is kept:
     * java.util.logging forgets the level of a logger nobody holds.
     */
    private static final Logger DRIVER_LOG = Logger.getLogger("org.postgresql");

    static {
        DRIVER_LOG.setLevel(Level.OFF);
    }

    /** Makes sure the driver's logging is set up as above before the driver is first used. */
    public static void quietDriver() {
        // the static initialiser has done the work
    }

    /**
     * Stands for "no password in the URL". Without a password, pgjdbc's URL parser reads a
     * password file of its own accord; with this default it does not, and the URL's own
     * {@code password=} still wins over it.
     */
    private static final String NO_PASSWORD = "\u0000sokodb: none in the URL";

    /** The parts of {@code url}, or empty when pgjdbc cannot read it. */
    public static Optional<PgUrl> parse(String url) {
        Properties defaults = new Properties();
        defaults.setProperty("password", NO_PASSWORD);
        Properties p = Driver.parseURL(url, defaults);
        if (p == null) {
            return Optional.empty();
        }
        String password = p.getProperty("password");
        return Optional.of(new PgUrl(first(p.getProperty("PGHOST", "localhost")),
                first(p.getProperty("PGPORT", "5432")), p.getProperty("PGDBNAME", ""),
                nonEmpty(p.getProperty("user")), NO_PASSWORD.equals(password) ? Optional.empty() : nonEmpty(password)));
    }

    private static String first(String commaSeparated) {
        int comma = commaSeparated.indexOf(',');
        return comma < 0 ? commaSeparated : commaSeparated.substring(0, comma);
    }

    private static Optional<String> nonEmpty(String s) {
        return s == null || s.isEmpty() ? Optional.empty() : Optional.of(s);
    }

    @Override
    public String toString() {
        return "PgUrl[" + host + ":" + port + "/" + database + ", user=" + user.orElse("") + "]";
    }
}
