package org.sokodb.catalog.db.pg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The password file, read as libpq reads it. */
class PgPassTest {
    static final PgPass.Target TARGET = new PgPass.Target("db.example", "5432", "catalog", "team");

    @TempDir
    Path dir;

    private static Optional<String> password(String... lines) {
        return PgPass.match(List.of(lines), TARGET).map(PgPass.Match::password);
    }

    @Test
    void theFirstMatchingLineWins() {
        assertEquals(Optional.of("two"), password(
                "other.example:5432:catalog:team:one",
                "db.example:5432:catalog:team:two",
                "*:*:*:*:three"));
        assertEquals(Optional.of("three"), password("db.example:5433:catalog:team:one", "*:*:*:*:three"));
    }

    @Test
    void aStarMatchesAnythingInEachOfTheFirstFourFields() {
        assertEquals(Optional.of("pw"), password("*:5432:*:team:pw"));
        assertEquals(Optional.empty(), password("*:5432:*:someone:pw"));
    }

    @Test
    void escapedColonsAndBackslashesAreLiteral() {
        PgPass.Target ipv6 = new PgPass.Target("::1", "5432", "a:b", "te\\am");
        assertEquals(Optional.of("x:y\\z"), PgPass.match(List.of("\\:\\:1:5432:a\\:b:te\\\\am:x\\:y\\\\z"), ipv6)
                .map(PgPass.Match::password));
        // an escaped star is a star, not a wildcard
        assertEquals(Optional.empty(), password("\\*:*:*:*:pw"));
    }

    @Test
    void thePasswordIsTheRestOfTheLineColonsAndStarsIncluded() {
        assertEquals(Optional.of("a:b:c"), password("*:*:*:*:a:b:c"));
        assertEquals(Optional.of("*"), password("*:*:*:*:*"));
    }

    @Test
    void commentsBlankAndShortLinesAreSkippedAndTheLineNumberKept() {
        Optional<PgPass.Match> m = PgPass.match(List.of("# db.example:5432:catalog:team:no", "", "db.example:5432",
                "*:*:*:team:yes"), TARGET);
        assertEquals(Optional.of(new PgPass.Match(4, "yes")), m);
    }

    @Test
    void aFileOthersMayReadIsNotUsed() throws IOException {
        Path file = dir.resolve("pgpass");
        Files.writeString(file, "*:*:*:team:secret\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        assertEquals(new PgPass.Lookup(Optional.of(new PgPass.Match(1, "secret")), false), PgPass.find(file, TARGET));

        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        PgPass.Lookup open = PgPass.find(file, TARGET);
        assertTrue(open.insecure());
        assertFalse(open.match().isPresent());

        assertEquals(PgPass.Lookup.NOTHING, PgPass.find(dir.resolve("missing"), TARGET));
        // an open file without a line for this connection does not matter
        assertEquals(PgPass.Lookup.NOTHING, PgPass.find(file, new PgPass.Target("h", "1", "d", "nobody")));
    }
}
