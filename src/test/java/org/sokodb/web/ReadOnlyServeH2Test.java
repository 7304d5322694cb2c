package org.sokodb.web;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;

/**
 * A read-only server on an H2 file that a bulk load was killed in: the Exact-Id constraint and
 * the Unique-Id index off, the duplicate groups not counted yet. The server serves it as it
 * is, every page saying the groups may be incomplete, and repairs nothing.
 */
@Slow
class ReadOnlyServeH2Test extends ReadOnlyServeContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }

    @Override
    DatabaseLocation served(DatabaseLocation catalog) {
        return catalog;
    }

    @Override
    void stopAnImportHalfWay(Statement owner) throws SQLException {
        // what a bulk load leaves until its end (catalog.imports.BulkLoad): a kill leaves it so
        owner.execute("ALTER TABLE level DROP CONSTRAINT level_exact_id_unique");
        owner.execute("DROP INDEX level_unique_id");
        owner.execute("DELETE FROM duplicate_group");
    }

    @Override
    boolean answersIncomplete() {
        return true;
    }

    @Override
    Connection asOwner(DatabaseLocation catalog) throws SQLException {
        return h2(catalog);
    }
}
