package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class DatabaseLocationTest {

    @Test
    void aPlainPathIsAnEmbeddedH2FileNamedWithMvDb() {
        DatabaseLocation l = DatabaseLocation.of("sokodb");
        assertTrue(l.embeddedFile());
        String absolute = Path.of("sokodb").toAbsolutePath().normalize().toString();
        assertTrue(l.url().startsWith("jdbc:h2:file:" + absolute + ";"), l.url());
        assertEquals("sokodb.mv.db", l.shown());
    }

    @Test
    void theMvDbSuffixMayBeGiven() {
        assertEquals(DatabaseLocation.of("/tmp/x").url(), DatabaseLocation.of("/tmp/x.mv.db").url());
    }

    @Test
    void aJdbcUrlIsUsedAsGiven() {
        DatabaseLocation l = DatabaseLocation.of("jdbc:h2:mem:test");
        assertFalse(l.embeddedFile());
        assertEquals("jdbc:h2:mem:test", l.url());
        assertEquals(l, l.existingOnly(), "only files sokodb names itself get IFEXISTS");
    }

    @Test
    void passwordsNeverShow() {
        assertEquals("jdbc:h2:file:/data/x;USER=sa;PASSWORD=***",
                DatabaseLocation.of("jdbc:h2:file:/data/x;USER=sa;PASSWORD=hunter2").shown());
        assertEquals("jdbc:postgresql://db.example/sokodb?user=me&password=***&ssl=true",
                DatabaseLocation.of("jdbc:postgresql://db.example/sokodb?user=me&password=s3cret&ssl=true").shown());
        assertEquals("jdbc:postgresql://me:***@db.example/sokodb",
                DatabaseLocation.of("jdbc:postgresql://me:s3cret@db.example/sokodb").shown());
        DatabaseLocation l = DatabaseLocation.of("jdbc:h2:tcp://host/x;PASSWORD=hunter2");
        assertEquals("Wrong password *** for x", l.mask("Wrong password hunter2 for x"));
    }
}
