package org.sokodb.catalog.db.pg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * libpq's URI form (PostgreSQL's manual, "Connection URIs": {@code
 * postgresql://[userspec@][hostspec][/dbname][?paramspec]}, user and password percent-encoded)
 * as the JDBC URL pgjdbc reads; each JDBC URL below is read back by {@link PgUrl}, as the
 * driver reads it, to the parts the URI named.
 */
class LibpqUriTest {

    @Test
    void theUserAndPasswordBeforeTheHostBecomeSettings() {
        String jdbc = LibpqUri.toJdbc("postgresql://alice:s3cret@db.example.org:5433/sokoban").orElseThrow();
        assertEquals("jdbc:postgresql://db.example.org:5433/sokoban?user=alice&password=s3cret", jdbc);
        PgUrl read = PgUrl.parse(jdbc).orElseThrow();
        assertEquals("db.example.org", read.host());
        assertEquals("5433", read.port());
        assertEquals("sokoban", read.database());
        assertEquals(Optional.of("alice"), read.user());
        assertEquals(Optional.of("s3cret"), read.password());
    }

    /** The manual's own examples: settings after the database kept, the short scheme too. */
    @Test
    void settingsAfterTheDatabaseAreKeptAsWritten() {
        assertEquals("jdbc:postgresql://localhost/mydb?user=other&sslmode=require",
                LibpqUri.toJdbc("postgres://other@localhost/mydb?sslmode=require").orElseThrow());
        assertEquals("jdbc:postgresql://localhost:5432/sk?user=u&password=p",
                LibpqUri.toJdbc("postgresql://localhost:5432/sk?user=u&password=p").orElseThrow());
    }

    /** A password holding '@', '&', ':', '+' or a space, percent-encoded in the URI, reaches the driver whole. */
    @Test
    void anEncodedPasswordReachesTheDriverAsItWasMeant() {
        String jdbc = LibpqUri.toJdbc("postgresql://me:p%40ss%26w:o+rd%20x@db/x").orElseThrow();
        assertEquals(Optional.of("p@ss&w:o+rd x"), PgUrl.parse(jdbc).orElseThrow().password());
    }

    /** libpq reads no host as its local socket, which pgjdbc cannot reach: the local host instead. */
    @Test
    void noHostIsTheLocalHost() {
        assertEquals("jdbc:postgresql://localhost/sokoban", LibpqUri.toJdbc("postgresql:///sokoban").orElseThrow());
        assertEquals("jdbc:postgresql://localhost/", LibpqUri.toJdbc("postgresql://").orElseThrow());
    }

    @Test
    void aMalformedEscapeIsNoUri() {
        assertEquals(Optional.empty(), LibpqUri.toJdbc("postgresql://me:p%zz@db/x"));
        assertTrue(LibpqUri.written("PostgreSQL://db/x"));
        assertFalse(LibpqUri.written("jdbc:postgresql://db/x"));
    }
}
