package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.AlongsideOnPostgres;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.DatabaseEngine;

/**
 * A read-only server on PostgreSQL as a role that may only read (SELECT on the catalog's
 * tables, nothing else), on a catalog an import was stopped in with the occurrence table's
 * foreign keys off: every page answers 200. When the catalog does fail it (SELECT taken back),
 * the client reads that the catalog is busy, and only the terminal reads why: the database's
 * message names the server, the database and the role.
 */
@AlongsideOnPostgres
class ReadOnlyServePostgresTest extends ReadOnlyServeContract {
    private TestPostgres.Reader reader;

    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.POSTGRESQL;
    }

    @Override
    DatabaseLocation served(DatabaseLocation catalog) {
        if (reader == null) {
            reader = TestPostgres.readerRole(catalog.url());
        }
        return DatabaseLocation.of(reader.url());
    }

    @Override
    void stopAnImportHalfWay(Statement owner) throws SQLException {
        // what a large import does until its end (catalog.imports.PostgresForeignKeys): a kill leaves it so
        owner.execute("ALTER TABLE occurrence DROP CONSTRAINT occurrence_collection_fk,"
                + " DROP CONSTRAINT occurrence_level_fk");
    }

    @Override
    boolean answersIncomplete() {
        return false;
    }

    @Override
    Connection asOwner(DatabaseLocation catalog) throws SQLException {
        return DriverManager.getConnection(catalog.url());
    }

    @Test
    @Order(6)
    void aFailureTellsTheClientTheCatalogIsBusyAndTheTerminalWhy() {
        try (WebServer again = WebServer.start(CatalogAccess.of(served(owner)), new ServeSettings("127.0.0.1", 0, false),
                new java.io.PrintWriter(log, true), NearGroupCache.Config.DEFAULT)) {
            RawHttp client = new RawHttp(again.port());
            reader.revoke("collection");
            for (String target : List.of("/", "/api/v1/catalog")) {
                RawHttp.Response r = client.get(target);
                assertEquals(503, r.status(), target + ": " + r.body());
                assertTrue(r.body().contains(Answers.BUSY), r.body());
                for (String secret : List.of(reader.role(), reader.schema(), "localhost", "jdbc", "permission")) {
                    assertFalse(r.body().contains(secret), target + " names " + secret + ": " + r.body());
                }
            }
            assertTrue(log.toString().contains("sokodb serve: GET /api/v1/catalog: "), log.toString());
            assertTrue(log.toString().contains("permission denied"), log.toString());
        }
    }

    @AfterAll
    void dropTheReader() {
        if (reader != null) {
            reader.close();
        }
    }
}
