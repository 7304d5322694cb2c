package org.sokodb.catalog.db;

import java.util.Optional;

import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.customizer.Define;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/** An embedded H2 file: H2's own account of it, and its full compaction. H2 only. */
interface H2FileDao {

    /** One of H2's {@code info.*} settings: {@code info.FILE_SIZE}, {@code info.CHUNKS_FILL_RATE} (percent). */
    @SqlQuery("SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = :name")
    Optional<String> info(@Bind("name") String name);

    /**
     * Closes the database and rewrites its file with the live pages only. H2 writes the new
     * file beside the old one and swaps it in; one left half-written by a crash is cleaned
     * up when the database is next opened.
     */
    @SqlUpdate("SHUTDOWN COMPACT")
    void shutdownCompact();

    /** Sets the page cache to {@code kib} KiB from now on (it gives back what it holds beyond that as it is used). */
    @SqlUpdate("SET CACHE_SIZE <kib>")
    void cacheSize(@Define("kib") long kib);
}
