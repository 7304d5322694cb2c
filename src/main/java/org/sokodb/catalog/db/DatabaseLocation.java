package org.sokodb.catalog.db;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.h2.engine.Constants;
import org.sokodb.catalog.db.pg.LibpqUri;
import org.sokodb.catalog.db.pg.PgCredentials;
import org.sokodb.catalog.db.pg.PgUrl;

/**
 * Where the catalog lives, from what the user wrote after {@code --db}: a JDBC URL, used
 * as given, or the path of an embedded H2 file ({@code sokodb} → {@code ./sokodb.mv.db}).
 *
 * <p>Every message shows {@link #shown()}, never the URL itself: passwords in a URL
 * ({@code ;PASSWORD=…}, {@code password=…}, {@code user:secret@host}) are masked, and
 * {@link #mask} also hides the password a PostgreSQL connection found elsewhere
 * ({@code PGPASSWORD}, {@code ~/.pgpass}).
 *
 * @param url the JDBC URL to connect to
 * @param shown the location as messages print it, passwords masked
 * @param engine the database engine the URL names
 * @param embedded for an embedded H2 file this class built from a path: the file's path
 *     without {@code .mv.db}, absolute; null for a URL given as such
 */
public record DatabaseLocation(String url, String shown, DatabaseEngine engine, Path embedded) {
    private static final String MASK = "***";
    private static final Pattern PASSWORD_SETTING = Pattern.compile(
            "(?i)((?:password|passwd|pwd)\\s*=\\s*)([^;&]*)");
    /** H2 URL settings that run SQL or load a class when the database opens. */
    private static final Set<String> RUNS_CODE = Set.of("INIT", "DATABASE_EVENT_LISTENER",
            "JAVA_OBJECT_SERIALIZER", "AUTHENTICATOR");
    /** A URL of some scheme ({@code mysql://…}, {@code http://…}), which no catalog path begins with. */
    private static final Pattern OTHER_SCHEME = Pattern.compile("(?s)[A-Za-z][A-Za-z0-9+.-]*://.*");
    private static final Pattern USER_INFO = Pattern.compile("(//[^/:@;?]*:)([^@/]*)(@)");
    private static final String H2_FILE_PREFIX = "jdbc:h2:file:";
    /**
     * H2 settings for a file sokodb itself opens: no trace file beside the catalog, and no
     * compaction when closing. After a large import H2 would otherwise spend seconds at the
     * end of every later command compacting (measured: 2.5 s per command on the Boxoban
     * catalog); it compacts in the background while a catalog is open instead. Nor does H2 close
     * the file from its own shutdown hook (DB_CLOSE_ON_EXIT): on Ctrl-C the command closes it
     * itself, after rolling back what it was doing (cli.Interruption), instead of failing on a
     * database closed under it. And on H2 2.4 ({@link #REUSE_SETTING}) no statement is handed the
     * result it gave last time for the same parameters; on H2 2.5 ({@link #BACKGROUND_COMPACTION_OFF})
     * H2 does not compact in the background. Pages are written compressed (LZF, as H2's compaction
     * writes them, split at 64 KiB): an import's file is then about 0.7 times as large before its
     * compaction, and the compaction's copy the same (docs/import-cost.md, Disk).
     */
    private static final String H2_FILE_SETTINGS = ";TRACE_LEVEL_FILE=0;MAX_COMPACT_TIME=0;DB_CLOSE_ON_EXIT=FALSE"
            + reuseSetting(Constants.VERSION_MINOR) + backgroundCompaction(Constants.VERSION_MINOR) + ";COMPRESS=TRUE";
    /**
     * H2 2.4.240 hands an {@code EXISTS} the answer of the statement's last run with the same
     * parameters even after the same transaction wrote what it looks for, so an insert-if-new
     * batch holding one key twice inserts it twice (fixed in 2.5; docs/catalog.md, the H2
     * release). On that release sokodb turns the reuse of results off; the others answer right
     * with it, and keep it (with it off on 2.3.232 the import of the Boxoban zip took 1.19 times
     * the CPU of the build before, one quiet run each: not shown to be the setting's alone).
     */
    static final String REUSE_SETTING = ";OPTIMIZE_REUSE_RESULTS=FALSE";

    /** {@link #REUSE_SETTING} on H2 2.{@code minor} where its fault is, else nothing. */
    static String reuseSetting(int minor) {
        return minor == 4 ? REUSE_SETTING : "";
    }

    /**
     * H2 2.5.252's background writer, right after it hands a store to H2's serializing thread,
     * compacts: it counts the pages removed up to the version that store is still writing, which
     * can leave the newest chunk written with no live page while it is still the newest, and then
     * frees it when it is older than H2's retention (a file opened more than 45 s after its last
     * write, or any chunk 2 s old during a bulk load). The store being written then fails on
     * that chunk ("Cannot read field "time"", an import's first store into a catalog copied
     * minutes before; docs/catalog.md, the H2 release). With its fill rate at 0 H2 does not compact
     * in the background; the import still compacts at its end (SHUTDOWN COMPACT writes a new file
     * whatever the rate). 2.3.232 and 2.4.240 keep it.
     */
    static final String BACKGROUND_COMPACTION_OFF = ";AUTO_COMPACT_FILL_RATE=0";

    /** {@link #BACKGROUND_COMPACTION_OFF} on H2 2.{@code minor} where its fault is, else nothing. */
    static String backgroundCompaction(int minor) {
        return minor == 5 ? BACKGROUND_COMPACTION_OFF : "";
    }

    /** H2's own default page cache, in KiB. */
    private static final long H2_DEFAULT_CACHE_KIB = 16 * 1024;

    public DatabaseLocation {
        Objects.requireNonNull(url);
        Objects.requireNonNull(shown);
        Objects.requireNonNull(engine);
    }

    /**
     * Reads {@code --db}: a JDBC URL, libpq's {@code postgresql://} URI ({@link LibpqUri}), or a
     * path to an H2 file (with or without {@code .mv.db}).
     *
     * @throws IllegalArgumentException for an empty location, a JDBC URL of another database,
     *     or a PostgreSQL URL the driver cannot read; the message masks passwords
     */
    public static DatabaseLocation of(String urlOrPath) {
        String s = urlOrPath.strip();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("the catalog location is empty (give --db a path or a URL, or leave it out"
                    + " for sokodb.mv.db in the current directory)");
        }
        if (LibpqUri.written(s)) {
            // psql's form: taken as the JDBC URL it stands for, which messages then show, masked
            return of(LibpqUri.toJdbc(s).orElseThrow(() -> new IllegalArgumentException(
                    "not a PostgreSQL URL sokodb can read: " + mask(s, s)
                            + " (write postgresql://USER@HOST:PORT/DATABASE or jdbc:postgresql://HOST:PORT/DATABASE)")));
        }
        if (OTHER_SCHEME.matcher(s).matches()) {
            // not a path: as a file name it would be printed whole, a password in it too
            throw new IllegalArgumentException("sokodb keeps its catalog in an H2 file (a path, or jdbc:h2:…) or in"
                    + " PostgreSQL (jdbc:postgresql://… or postgresql://…), not in " + mask(s, s));
        }
        if (s.regionMatches(true, 0, "jdbc:", 0, 5)) {
            if (s.regionMatches(true, 0, "jdbc:h2:", 0, 8)) {
                refuseUnsafeSettings(s);
            }
            String shown = mask(s, s);
            DatabaseEngine engine = DatabaseEngine.ofUrl(s).orElseThrow(() -> new IllegalArgumentException(
                    "sokodb keeps its catalog in H2 (jdbc:h2:…) or PostgreSQL (jdbc:postgresql://…), not in "
                            + shown));
            if (engine == DatabaseEngine.POSTGRESQL && USER_INFO.matcher(s).find()) {
                // pgjdbc would take "user:secret@host" for a host name and look it up in DNS
                throw new IllegalArgumentException("not a PostgreSQL URL the driver can read: " + shown
                        + " (it takes no user:password@ before the host: write ?user=…&password=… after the database,"
                        + " or leave the password to PGPASSWORD or ~/.pgpass)");
            }
            if (engine == DatabaseEngine.POSTGRESQL && PgUrl.parse(s).isEmpty()) {
                throw new IllegalArgumentException("not a PostgreSQL URL the driver can read: " + shown
                        + " (write jdbc:postgresql://HOST:PORT/DATABASE, with ?user=…&password=… if needed)");
            }
            return new DatabaseLocation(h2File(s) ? withFileSettings(s) : s, shown, engine, null);
        }
        // a path is taken as written, blanks at its ends too: any character a file name may hold
        String base = urlOrPath.toLowerCase(Locale.ROOT).endsWith(".mv.db")
                ? urlOrPath.substring(0, urlOrPath.length() - 6) : urlOrPath;
        refuseDirectory(urlOrPath, base);
        Path file;
        try {
            // H2 refuses paths implicitly relative to the working directory, so hand it an absolute one.
            file = Path.of(base).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("not a valid path: " + base + " (" + e.getReason() + ")");
        }
        String name;
        try {
            name = H2FileName.of(file);
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        return new DatabaseLocation(H2_FILE_PREFIX + name + H2_FILE_SETTINGS + ";CACHE_SIZE=" + cacheKib(),
                base + ".mv.db", DatabaseEngine.H2, file);
    }

    /**
     * Refuses a path that names a directory: written with a slash at its end (or ending in
     * {@code .} or {@code ..}), or an existing directory, unless the catalog file beside it
     * ({@code PATH.mv.db}) is there already; or whose catalog file would be a directory. H2 would otherwise create {@code PATH.mv.db}
     * beside the directory the user named, and a later command given the same directory
     * would find that file without a word.
     */
    private static void refuseDirectory(String path, String base) {
        String last = path.substring(path.lastIndexOf('/') + 1);
        boolean written = path.endsWith("/") || last.equals(".") || last.equals("..");
        try {
            Path file = Path.of(base + ".mv.db");
            if (!written && !(Files.isDirectory(Path.of(path)) && !Files.isRegularFile(file)) && !Files.isDirectory(file)) {
                return;
            }
        } catch (InvalidPathException e) {
            return; // said by the caller
        }
        String named = !written && Files.isDirectory(Path.of(base + ".mv.db")) ? base + ".mv.db" : path;
        String dir = named.endsWith("/") ? named : named + "/";
        throw new IllegalArgumentException("the catalog " + named + " is a directory: a catalog is a file (name one"
                + " inside it, such as " + dir + "sokodb, kept as " + dir + "sokodb.mv.db)");
    }

    /**
     * Refuses an H2 URL whose settings would open a network port (AUTO_SERVER: the first
     * process to open the file serves it to others over TCP) or run code as the catalog
     * opens ({@code INIT=RUNSCRIPT FROM …}, {@code INIT=CREATE ALIAS …}, a listener or
     * serializer class).
     */
    private static void refuseUnsafeSettings(String url) {
        int semicolon = url.indexOf(';');
        if (semicolon < 0) {
            return;
        }
        for (String setting : url.substring(semicolon + 1).split(";")) {
            int equals = setting.indexOf('=');
            String key = (equals < 0 ? setting : setting.substring(0, equals)).strip().toUpperCase(Locale.ROOT);
            String value = equals < 0 ? "" : setting.substring(equals + 1).strip();
            if ((key.equals("AUTO_SERVER") && value.equalsIgnoreCase("TRUE")) || key.equals("AUTO_SERVER_PORT")) {
                throw new IllegalArgumentException((key.equals("AUTO_SERVER") ? "AUTO_SERVER=TRUE" : key)
                        + " would open a network port: sokodb keeps an embedded catalog off the network (a catalog"
                        + " for many users belongs in PostgreSQL)");
            }
            if (RUNS_CODE.contains(key)) {
                throw new IllegalArgumentException("the H2 setting " + key + " would run code when the catalog opens:"
                        + " sokodb does not take it (give the catalog's path, or an H2 URL without " + key + ")");
            }
        }
    }

    /**
     * Whether an H2 URL names a file that this process opens itself ({@code jdbc:h2:file:…}, or
     * a path right after {@code jdbc:h2:}): not a server's database, not one in memory, not a
     * file system of H2's own ({@code zip:}, {@code split:}, …).
     */
    private static boolean h2File(String url) {
        if (!url.regionMatches(true, 0, "jdbc:h2:", 0, 8)) {
            return false;
        }
        String rest = url.substring(8);
        return rest.regionMatches(true, 0, "file:", 0, 5) || rest.startsWith("/") || rest.startsWith("./")
                || rest.startsWith("../") || rest.startsWith("~") || rest.matches("(?s)[A-Za-z]:[/\\\\].*");
    }

    /**
     * An H2 file's URL as given, with each of sokodb's own settings for a file
     * ({@link #H2_FILE_SETTINGS}, the page cache) that it does not set itself: a file opened by
     * its URL is opened as by its path (no compaction when it closes, among them), and a setting
     * the URL gives wins (H2 refuses a setting given twice).
     */
    private static String withFileSettings(String url) {
        Set<String> given = new HashSet<>();
        int semicolon = url.indexOf(';');
        if (semicolon >= 0) {
            for (String setting : url.substring(semicolon + 1).split(";")) {
                int equals = setting.indexOf('=');
                given.add((equals < 0 ? setting : setting.substring(0, equals)).strip().toUpperCase(Locale.ROOT));
            }
        }
        StringBuilder out = new StringBuilder(url);
        for (String setting : (H2_FILE_SETTINGS + ";CACHE_SIZE=" + cacheKib()).substring(1).split(";")) {
            if (!given.contains(setting.substring(0, setting.indexOf('=')))) {
                out.append(';').append(setting);
            }
        }
        return out.toString();
    }

    /**
     * A quarter of the heap for H2's page cache. Ids are hashes, so an import inserts at
     * random places in every index; once the indexes outgrow the cache (a million levels do
     * with H2's 16 MiB default) each insert reads pages back from the file.
     */
    public static long cacheKib() {
        return Math.max(H2_DEFAULT_CACHE_KIB, Runtime.getRuntime().maxMemory() / 4 / 1024);
    }

    /** The path of the H2 file without {@code .mv.db}, absolute; only for an {@link #embeddedFile()}. */
    public Path embeddedBase() {
        if (embedded == null) {
            throw new IllegalStateException("not an embedded file: " + shown);
        }
        return embedded;
    }

    /**
     * True for an H2 file that this process opens itself, whether {@code --db} names it by its
     * path or by a {@code jdbc:h2:} URL: H2's file lock keeps every other process out while it is
     * open, so nobody else commits between two of its reads.
     */
    public boolean oneProcess() {
        return embedded != null || engine == DatabaseEngine.H2 && h2File(url);
    }

    /** True when {@code url} is an embedded H2 file this class built from a path. */
    public boolean embeddedFile() {
        return embedded != null;
    }

    /**
     * True for a database an H2 server holds ({@code jdbc:h2:tcp://…}, {@code jdbc:h2:ssl://…}):
     * sokodb cannot make a commit there durable before it says "stored" (the server decides when
     * its file is written), so it only reads such a database.
     */
    public boolean h2Server() {
        String lower = url.toLowerCase(Locale.ROOT);
        return engine == DatabaseEngine.H2 && (lower.startsWith("jdbc:h2:tcp:") || lower.startsWith("jdbc:h2:ssl:"));
    }

    /** Whether H2 may compact the file in place: not when it is reached through a link to the file ({@link H2FileName}). */
    public boolean compactable() {
        return embedded != null && H2FileName.compactable(embedded);
    }

    /**
     * The URL of an H2 file beside the catalog ({@link NewCatalogFile}'s temporary one), with
     * the settings sokodb opens every file with: no compaction when it closes, among them.
     */
    static String h2Url(Path file) {
        return H2_FILE_PREFIX + H2FileName.of(file) + H2_FILE_SETTINGS;
    }

    /** What differs about this location's engine. */
    public Dialect dialect() {
        return Dialect.of(engine);
    }

    /** The same location, refusing to create the database when it does not exist yet. */
    public DatabaseLocation existingOnly() {
        return embedded != null ? new DatabaseLocation(url + ";IFEXISTS=TRUE", shown, DatabaseEngine.H2, embedded) : this;
    }

    /**
     * Who a PostgreSQL catalog is opened as, and with which password (from the URL,
     * {@code PGPASSWORD} or the password file).
     *
     * @throws IllegalStateException for a location that is not PostgreSQL
     */
    public PgCredentials credentials() {
        if (engine != DatabaseEngine.POSTGRESQL) {
            throw new IllegalStateException("not a PostgreSQL location: " + shown);
        }
        return PgCredentials.resolve(PgUrl.parse(url).orElseThrow(), PgCredentials.Environment.current());
    }

    /**
     * {@code text} with every password replaced by {@code ***}: those {@link #url} carries and,
     * for PostgreSQL, the one found in {@code PGPASSWORD} or the password file.
     */
    public String mask(String text) {
        String out = mask(url, text);
        if (engine == DatabaseEngine.POSTGRESQL) {
            Optional<String> password = credentials().password();
            if (password.isPresent() && !password.get().isEmpty()) {
                out = out.replace(password.get(), MASK);
            }
        }
        return out;
    }

    private static String mask(String url, String text) {
        List<String> secrets = new ArrayList<>();
        Matcher m = PASSWORD_SETTING.matcher(url);
        while (m.find()) {
            secrets.add(m.group(2));
        }
        Matcher u = USER_INFO.matcher(url);
        while (u.find()) {
            secrets.add(u.group(2));
        }
        String out = PASSWORD_SETTING.matcher(text).replaceAll("$1" + MASK);
        out = USER_INFO.matcher(out).replaceAll("$1" + MASK + "$3");
        for (String secret : secrets) {
            if (!secret.isEmpty()) {
                out = out.replace(secret, MASK);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return shown;
    }
}
