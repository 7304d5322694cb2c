package org.sokodb.catalog.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.h2.engine.Constants;
import org.junit.jupiter.api.Test;

class DatabaseLocationTest {

    /** A new catalog is made (NewCatalogFile) with the settings of every open: never compacted when it closes. */
    @Test
    void theFileBesideTheCatalogIsOpenedWithSokodbsSettings() {
        Path temp = Path.of("/data/catalog.creating-12").toAbsolutePath();
        String url = DatabaseLocation.h2Url(temp);
        String opened = DatabaseLocation.of("/data/catalog").url();
        assertEquals("jdbc:h2:file:" + temp, url.substring(0, url.indexOf(';')));
        assertTrue(url.contains(";MAX_COMPACT_TIME=0"), url);
        assertEquals(opened.substring(opened.indexOf(';'), opened.indexOf(";CACHE_SIZE=")), url.substring(url.indexOf(';')));
    }

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
    void theUrlNamesTheEngine() {
        assertEquals(DatabaseEngine.H2, DatabaseLocation.of("sokodb").engine());
        assertEquals(DatabaseEngine.H2, DatabaseLocation.of("jdbc:h2:mem:x").engine());
        DatabaseLocation pg = DatabaseLocation.of("jdbc:postgresql://db.example:5433/catalog?user=team");
        assertEquals(DatabaseEngine.POSTGRESQL, pg.engine());
        assertFalse(pg.embeddedFile());
        assertEquals(pg, pg.existingOnly());
    }

    @Test
    void otherDatabasesAreRefusedWithoutShowingTheirPassword() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DatabaseLocation.of("jdbc:mysql://db.example/x?user=me&password=hunter2"));
        assertEquals("sokodb keeps its catalog in H2 (jdbc:h2:…) or PostgreSQL (jdbc:postgresql://…), not in"
                + " jdbc:mysql://db.example/x?user=me&password=***", e.getMessage());
    }

    /**
     * psql's {@code postgresql://user:password@host/db} was taken for a file path: the catalog
     * "postgresql:/user:secret@host/db.mv.db" was refused with the password in the message.
     */
    @Test
    void psqlsUriIsAPostgresqlCatalogShownMasked() {
        DatabaseLocation l = DatabaseLocation.of("postgresql://me:s3cret@db.example:5433/sokodb");
        assertEquals(DatabaseEngine.POSTGRESQL, l.engine());
        assertEquals("jdbc:postgresql://db.example:5433/sokodb?user=me&password=s3cret", l.url());
        assertEquals("jdbc:postgresql://db.example:5433/sokodb?user=me&password=***", l.shown());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> DatabaseLocation.of("postgres://me:s3%zzcret@db.example/sokodb"));
        assertFalse(bad.getMessage().contains("s3"), bad.getMessage());
    }

    @Test
    void aUrlOfAnotherSchemeIsNoPathAndShowsNoPassword() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DatabaseLocation.of("mysql://me:hunter2@db.example/x"));
        assertEquals("sokodb keeps its catalog in an H2 file (a path, or jdbc:h2:…) or in PostgreSQL"
                + " (jdbc:postgresql://… or postgresql://…), not in mysql://me:***@db.example/x", e.getMessage());
    }

    @Test
    void aPercentEncodedPasswordIsMaskedInBothSpellings() {
        DatabaseLocation l = DatabaseLocation.of("jdbc:postgresql://db.example/x?user=me&password=p%40ss%26word");
        assertEquals("jdbc:postgresql://db.example/x?user=me&password=***", l.shown());
        assertEquals("*** and ***", l.mask("p%40ss%26word and p@ss&word"));
    }

    @Test
    void passwordsNeverShow() {
        assertEquals("jdbc:h2:file:/data/x;USER=sa;PASSWORD=***",
                DatabaseLocation.of("jdbc:h2:file:/data/x;USER=sa;PASSWORD=hunter2").shown());
        assertEquals("jdbc:postgresql://db.example/sokodb?user=me&password=***&ssl=true",
                DatabaseLocation.of("jdbc:postgresql://db.example/sokodb?user=me&password=s3cret&ssl=true").shown());
        // pgjdbc has no user:password@host form; the refusal still hides the password
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DatabaseLocation.of("jdbc:postgresql://me:s3cret@db.example/sokodb"));
        assertTrue(e.getMessage().contains("jdbc:postgresql://me:***@db.example/sokodb"), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
        DatabaseLocation l = DatabaseLocation.of("jdbc:h2:tcp://host/x;PASSWORD=hunter2");
        assertEquals("Wrong password *** for x", l.mask("Wrong password hunter2 for x"));
    }

    /**
     * An H2 file named by a URL is opened as by its path: sokodb's settings for a file added
     * where the URL does not give its own, and read as a file this process alone has open.
     */
    @Test
    void anH2FilesUrlGetsTheSettingsItDoesNotGive() {
        DatabaseLocation l = DatabaseLocation.of("jdbc:h2:file:/data/x;MAX_COMPACT_TIME=100;cache_size=4096");
        assertTrue(l.oneProcess());
        assertFalse(l.embeddedFile());
        assertEquals("jdbc:h2:file:/data/x;MAX_COMPACT_TIME=100;cache_size=4096;TRACE_LEVEL_FILE=0;DB_CLOSE_ON_EXIT=FALSE"
                + DatabaseLocation.reuseSetting(Constants.VERSION_MINOR)
                + DatabaseLocation.backgroundCompaction(Constants.VERSION_MINOR) + ";COMPRESS=TRUE", l.url());
        assertEquals("jdbc:h2:file:/data/x;MAX_COMPACT_TIME=100;cache_size=4096", l.shown());
        String plain = DatabaseLocation.of("jdbc:h2:./x").url();
        assertTrue(plain.startsWith("jdbc:h2:./x;TRACE_LEVEL_FILE=0;MAX_COMPACT_TIME=0;DB_CLOSE_ON_EXIT=FALSE"
                + DatabaseLocation.reuseSetting(Constants.VERSION_MINOR)
                + DatabaseLocation.backgroundCompaction(Constants.VERSION_MINOR) + ";COMPRESS=TRUE;CACHE_SIZE="),
                plain);
        for (String other : new String[] {"jdbc:h2:mem:x", "jdbc:h2:tcp://host/x", "jdbc:h2:zip:/data/x.zip!/x",
                "jdbc:postgresql://db.example/x"}) {
            DatabaseLocation o = DatabaseLocation.of(other);
            assertEquals(other, o.url());
            assertFalse(o.oneProcess(), other);
        }
    }

    /** The reuse of results is turned off on H2 2.4, whose EXISTS answers from the last run, and only there. */
    @Test
    void theReuseOfResultsIsOffOnlyOnTheReleaseThatAnswersFromTheLastRun() {
        assertEquals(";OPTIMIZE_REUSE_RESULTS=FALSE", DatabaseLocation.reuseSetting(4));
        assertEquals("", DatabaseLocation.reuseSetting(3));
        assertEquals("", DatabaseLocation.reuseSetting(5));
    }

    /**
     * H2's compaction in the background is off on H2 2.5, whose background writer can leave the
     * chunk a store in flight follows without a live page and free it, and only there.
     */
    @Test
    void theBackgroundCompactionIsOffOnlyOnTheReleaseThatFreesTheNewestChunk() {
        assertEquals(";AUTO_COMPACT_FILL_RATE=0", DatabaseLocation.backgroundCompaction(5));
        assertEquals("", DatabaseLocation.backgroundCompaction(3));
        assertEquals("", DatabaseLocation.backgroundCompaction(4));
    }
}
