package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestData;
import org.sokodb.TestPostgres;

/**
 * The command line against a PostgreSQL catalog: connection failures are one line (exit 3)
 * and never show a password, wherever it came from. Skipped, saying how to run them, unless
 * {@code SOKODB_TEST_PG_URL} is set.
 */
@AlongsideOnPostgres
class PostgresCommandTest {
    static final String WRONG = "Wr0ng-pa55word-for-the-test";

    @TempDir
    Path home;

    /** The test server's URL without credentials, and the user it names. */
    private static String bare(String url) {
        return TestPostgres.withoutCredentials(url);
    }

    private static String user(String url) {
        return TestPostgres.parameter(url, "user").orElse(System.getProperty("user.name"));
    }

    private static String password(String url) {
        return TestPostgres.parameter(url, "password").orElse("");
    }

    @Test
    void commandsWorkOnAPostgresCatalog() {
        String url = TestPostgres.freshSchema();
        String screens = TestData.shipped("xsokoban/screen.1").toString();
        Cli imported = Cli.run("--db", url, "import", screens);
        assertEquals(0, imported.code(), imported.err());
        Cli collections = Cli.run("--db", url, "collections");
        assertEquals(0, collections.code(), collections.err());
        assertTrue(collections.out().contains(screens + "\t1\t1\t0\t"), collections.out());
        Cli show = Cli.run("--db", url, "show", screens + "#1");
        assertEquals(0, show.code(), show.err());
    }

    /**
     * psql's URI, {@code postgresql://user:password@host:port/db}: it was taken for a file path,
     * and its refusal printed the password. It names the same catalog as the JDBC URL, and a
     * wrong password in it is one line without it.
     */
    @Test
    void psqlsUriNamesTheCatalogAndAWrongPasswordInItIsNotShown() {
        String url = TestPostgres.freshSchema();
        String server = bare(url).substring("jdbc:postgresql://".length());
        String screens = TestData.shipped("xsokoban/screen.1").toString();
        Cli imported = Cli.run("--db", uri(user(url), password(url), server), "import", screens);
        assertEquals(0, imported.code(), imported.err());
        Cli collections = Cli.run("--db", url, "collections");
        assertTrue(collections.out().contains(screens + "\t1\t1\t0\t"), collections.out());
        assumeTheServerChecksPasswords(url);
        Cli wrong = Cli.run("--db", uri(user(url), WRONG, server), "stats");
        assertEquals(3, wrong.code(), wrong.err());
        assertEquals(1, wrong.err().lines().count(), wrong.err());
        assertFalse(wrong.err().contains(WRONG), wrong.err());
        assertTrue(wrong.err().contains("password=***"), wrong.err());
    }

    private static String uri(String user, String password, String server) {
        String encoded = URLEncoder.encode(password, StandardCharsets.UTF_8);
        return "postgresql://" + user + (password.isEmpty() ? "" : ":" + encoded) + "@" + server;
    }

    @Test
    void aWrongPasswordInTheUrlIsOneLineWithoutIt() {
        String url = TestPostgres.require();
        assumeTheServerChecksPasswords(url);
        String wrong = bare(url) + (bare(url).contains("?") ? "&" : "?") + "user=" + user(url) + "&password=" + WRONG;
        Cli r = Cli.run("--db", wrong, "stats");
        assertEquals(3, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains(WRONG), r.err());
        assertTrue(r.err().startsWith("sokodb: cannot open catalog "), r.err());
        assertTrue(r.err().contains(": wrong user name or password for user \"" + user(url)
                + "\" (the password came from the URL)"), r.err());
        assertTrue(r.err().contains("password=***"), r.err());
    }

    @Test
    void aWrongPasswordFromPgPasswordIsNotShownEvenInADebugTrace() throws Exception {
        String url = TestPostgres.require();
        assumeTheServerChecksPasswords(url);
        Run r = sokodb(Map.of("PGPASSWORD", WRONG, "PGUSER", user(url)), "--db", bare(url), "stats");
        assertEquals(3, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("(the password came from PGPASSWORD)"), r.err());
        assertFalse(r.err().contains(WRONG), r.err());

        Run debug = sokodb(Map.of("PGPASSWORD", WRONG, "PGUSER", user(url), "SOKODB_DEBUG", "1"),
                "--db", bare(url), "stats");
        assertEquals(3, debug.code(), debug.err());
        assertTrue(debug.err().lines().count() > 1, "a trace: " + debug.err());
        assertFalse(debug.err().contains(WRONG), debug.err());
    }

    @Test
    void thePasswordMayComeFromAPasswordFileThatOnlyItsOwnerCanRead() throws Exception {
        String url = TestPostgres.require();
        Path pgpass = home.resolve("team.pgpass");
        Files.writeString(pgpass, "# the test server\n*:*:*:" + user(url).replace(":", "\\:") + ":"
                + password(url).replace("\\", "\\\\") + "\n");
        Files.setPosixFilePermissions(pgpass, PosixFilePermissions.fromString("rw-------"));
        Map<String, String> env = Map.of("PGPASSFILE", pgpass.toString(), "PGUSER", user(url));
        Run ok = sokodb(env, "--db", bare(url), "stats");
        assertEquals(0, ok.code(), ok.err());

        Files.setPosixFilePermissions(pgpass, PosixFilePermissions.fromString("rw-r--r--"));
        Run open = sokodb(env, "--db", bare(url), "stats");
        assertEquals(3, open.code(), open.err());
        assertEquals("sokodb: cannot open catalog " + bare(url) + ": the password file " + pgpass
                + " may be read by other users, so it is not used (as libpq does not use it): chmod 0600 " + pgpass,
                open.err().strip());
    }

    @Test
    void aMissingDatabaseSaysToCreateIt() {
        String url = TestPostgres.require();
        String elsewhere = url.replaceFirst("(jdbc:postgresql://[^/]*/)[^?]*", "$1sokodb_no_such_database");
        Cli r = Cli.run("--db", elsewhere, "stats");
        assertEquals(3, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("the server has no database \"sokodb_no_such_database\" (create it first"),
                r.err());
    }

    @Test
    void anUnreachableServerIsOneLine() {
        Cli r = Cli.run("--db", "jdbc:postgresql://127.0.0.1:1/x?user=u&password=" + WRONG + "&connectTimeout=5",
                "stats");
        assertEquals(3, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertFalse(r.err().contains(WRONG), r.err());
        assertTrue(r.err().contains("refused"), r.err());
    }

    private static void assumeTheServerChecksPasswords(String url) {
        String wrong = bare(url) + (bare(url).contains("?") ? "&" : "?") + "user=" + user(url) + "&password=" + WRONG;
        org.junit.jupiter.api.Assumptions.assumeTrue(Cli.run("--db", wrong, "stats").code() != 0,
                "the test server lets anyone in without a password; nothing to test");
    }

    record Run(int code, String out, String err) {
    }

    /** sokodb in a fresh JVM with this test's classpath, HOME in a temp dir, and {@code env} added. */
    private Run sokodb(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = TestJvm.sokodb();
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().keySet().removeIf(k -> k.startsWith("PG") || k.startsWith("SOKODB_"));
        pb.environment().put("HOME", home.toString());
        pb.environment().putAll(env);
        Path out = home.resolve("out.txt");
        Path err = home.resolve("err.txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "sokodb did not finish");
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
