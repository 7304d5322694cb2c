package org.sokodb.catalog.db.release;

import java.util.List;

import org.jdbi.v3.sqlobject.customizer.Define;
import org.jdbi.v3.sqlobject.statement.SqlQuery;

/** The tables of an H2 database and their rows, for {@link CopyCheck}. H2 only. */
interface TableCountsDao {
    /** Every table of the database but H2's own, as a quoted {@code "SCHEMA"."TABLE"} name. */
    @SqlQuery("SELECT '\"' || REPLACE(TABLE_SCHEMA, '\"', '\"\"') || '\".\"' || REPLACE(TABLE_NAME, '\"', '\"\"') || '\"'"
            + " FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_TYPE = 'BASE TABLE' AND TABLE_SCHEMA != 'INFORMATION_SCHEMA'"
            + " ORDER BY TABLE_SCHEMA, TABLE_NAME")
    List<String> tables();

    /** The rows of {@code table}, a name {@link #tables} gave. */
    @SqlQuery("SELECT COUNT(*) FROM <table>")
    long rows(@Define("table") String table);
}
