package org.sokodb.catalog.db.pg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the user name and password of a PostgreSQL catalog come from, in psql's order. */
class PgCredentialsTest {
    @TempDir
    Path home;

    @BeforeEach
    void pgpass() throws IOException {
        Path file = home.resolve(".pgpass");
        Files.writeString(file, "db.example:5432:catalog:team:from-file\n*:*:*:alice:alices-file-password\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    }

    private PgCredentials resolve(String url, Map<String, String> env) {
        return PgCredentials.resolve(PgUrl.parse(url).orElseThrow(),
                new PgCredentials.Environment(env, home, "alice"));
    }

    @Test
    void theUrlComesFirst() {
        PgCredentials c = resolve("jdbc:postgresql://db.example/catalog?user=team&password=from-url",
                Map.of("PGUSER", "bob", "PGPASSWORD", "from-env"));
        assertEquals("team", c.user());
        assertEquals(Optional.of("from-url"), c.password());
        assertEquals("the URL", c.passwordOrigin());
        assertTrue(c.connectionProperties().isEmpty(), "the URL says it all");
    }

    @Test
    void thenPgUserAndPgPassword() {
        PgCredentials c = resolve("jdbc:postgresql://db.example/catalog", Map.of("PGUSER", "team",
                "PGPASSWORD", "from-env"));
        assertEquals("team", c.user());
        assertEquals("PGPASSWORD", c.passwordOrigin());
        Properties p = c.connectionProperties();
        assertEquals("team", p.getProperty("user"));
        assertEquals("from-env", p.getProperty("password"));
    }

    @Test
    void thenThePasswordFileForThatHostPortDatabaseAndUser() {
        PgCredentials c = resolve("jdbc:postgresql://db.example/catalog?user=team", Map.of());
        assertEquals(Optional.of("from-file"), c.password());
        assertEquals("~/.pgpass line 1", c.passwordOrigin());
        assertFalse(c.connectionProperties().containsKey("user"), "the URL names the user");
        assertEquals("from-file", c.connectionProperties().getProperty("password"));
    }

    @Test
    void theLoginNameIsTheUserWhenNothingElseSaysAndTheDatabaseDefaultsToIt() {
        PgCredentials c = resolve("jdbc:postgresql://elsewhere:6000/", Map.of());
        assertEquals("alice", c.user());
        assertEquals(Optional.of("alices-file-password"), c.password());
    }

    @Test
    void pgPassFileNamesAnotherFile() throws IOException {
        Path other = home.resolve("team.pgpass");
        Files.writeString(other, "*:*:*:*:shared\n");
        Files.setPosixFilePermissions(other, PosixFilePermissions.fromString("rw-------"));
        PgCredentials c = resolve("jdbc:postgresql://db.example/catalog?user=team",
                Map.of("PGPASSFILE", other.toString()));
        assertEquals(Optional.of("shared"), c.password());
        assertEquals(other + " line 1", c.passwordOrigin());
    }

    @Test
    void aPasswordFileOthersMayReadIsNamedNotUsed() throws IOException {
        Files.setPosixFilePermissions(home.resolve(".pgpass"), PosixFilePermissions.fromString("rw-rw-r--"));
        PgCredentials c = resolve("jdbc:postgresql://db.example/catalog?user=team", Map.of());
        assertEquals(Optional.empty(), c.password());
        assertEquals(Optional.of(home.resolve(".pgpass")), c.insecurePasswordFile());
    }

    @Test
    void noPasswordAnywhere() {
        PgCredentials c = resolve("jdbc:postgresql://db.example/other?user=carol", Map.of());
        assertEquals(Optional.empty(), c.password());
        assertEquals("nowhere", c.passwordOrigin());
        assertFalse(c.toString().contains("password="), c.toString());
    }
}
