package org.sokodb.catalog.db.pg;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Who sokodb connects to a PostgreSQL server as, and with which password, looked up the way
 * {@code psql} looks them up: the user from the URL ({@code user=}), else {@code PGUSER},
 * else the login name; the password from the URL ({@code password=}), else
 * {@code PGPASSWORD}, else the first matching line of the password file ({@code PGPASSFILE},
 * else {@code ~/.pgpass}, see {@link PgPass}).
 *
 * @param user the user name connected as
 * @param password the password, when one was found
 * @param passwordOrigin where the password came from, for messages: "the URL", "PGPASSWORD",
 *     "~/.pgpass line 3"; "nowhere" when none was found
 * @param insecurePasswordFile the password file that had a matching line but was not used
 *     because group or others may read it; empty otherwise
 * @param urlHasUser true when the URL names the user itself
 * @param urlHasPassword true when the URL carries the password itself
 */
public record PgCredentials(String user, Optional<String> password, String passwordOrigin,
        Optional<Path> insecurePasswordFile, boolean urlHasUser, boolean urlHasPassword) {

    /** The process environment and home directory that credentials are looked up in; tests pass their own. */
    public record Environment(Map<String, String> variables, Path home, String loginName) {
        public static Environment current() {
            return new Environment(System.getenv(), Path.of(System.getProperty("user.home", ".")),
                    System.getProperty("user.name", ""));
        }

        Optional<String> get(String name) {
            String v = variables.get(name);
            return v == null || v.isEmpty() ? Optional.empty() : Optional.of(v);
        }
    }

    /**
     * The credentials for {@code url} ({@link PgUrl#parse} must accept it).
     *
     * @throws IllegalArgumentException when pgjdbc cannot read the URL
     */
    public static PgCredentials resolve(PgUrl url, Environment env) {
        boolean urlHasUser = url.user().isPresent();
        String user = url.user().or(() -> env.get("PGUSER")).orElse(env.loginName());
        if (url.password().isPresent()) {
            return new PgCredentials(user, url.password(), "the URL", Optional.empty(), urlHasUser, true);
        }
        Optional<String> fromEnv = env.get("PGPASSWORD");
        if (fromEnv.isPresent()) {
            return new PgCredentials(user, fromEnv, "PGPASSWORD", Optional.empty(), urlHasUser, false);
        }
        Optional<String> named = env.get("PGPASSFILE");
        Path file = named.map(Path::of).orElse(env.home().resolve(".pgpass"));
        String shownFile = named.orElse("~/.pgpass");
        // libpq matches the database name the server will use: the user name when the URL names none
        String database = url.database().isEmpty() ? user : url.database();
        PgPass.Lookup found = PgPass.find(file, new PgPass.Target(url.host(), url.port(), database, user));
        if (found.insecure()) {
            return new PgCredentials(user, Optional.empty(), "nowhere", Optional.of(file), urlHasUser, false);
        }
        return found.match()
                .map(m -> new PgCredentials(user, Optional.of(m.password()), shownFile + " line " + m.line(),
                        Optional.empty(), urlHasUser, false))
                .orElseGet(() -> new PgCredentials(user, Optional.empty(), "nowhere", Optional.empty(), urlHasUser,
                        false));
    }

    /** What to hand the driver beside the URL: what the URL does not say itself. */
    public Properties connectionProperties() {
        Properties p = new Properties();
        if (!urlHasUser) {
            p.setProperty("user", user);
        }
        if (!urlHasPassword) {
            password.ifPresent(pw -> p.setProperty("password", pw));
        }
        return p;
    }

    @Override
    public String toString() {
        return "PgCredentials[user=" + user + ", password " + (password.isPresent() ? "***" : "none")
                + " from " + passwordOrigin + "]";
    }
}
