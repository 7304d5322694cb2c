package org.sokodb.web;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.TestData;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.front.OpenCatalog;

/**
 * Which catalogs the server lends again after a request failed with one: after a 404 or a
 * statement stopped by its time limit, the same (its connection is fine); after any other
 * failure, never, nor any other idle then (a connection a database outage broke, or one in a
 * state nobody knows, would fail every request it is lent to, or answer them wrongly).
 */
class CatalogGateTest {
    @TempDir
    Path dir;

    private CatalogGate gate() {
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("catalog").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(TestData.shipped("xsokoban/screen.1").toString()),
                    new ServedCatalog.Quiet());
        }
        // no idle closing: a catalog stays lent out and back until the test ends
        return new CatalogGate(CatalogAccess.of(location), false, new ServerLog(new PrintWriter(new StringWriter(), true)), 0);
    }

    private static OpenCatalog failing(CatalogGate gate, RuntimeException failure) {
        AtomicReference<OpenCatalog> lent = new AtomicReference<>();
        assertThrows(failure.getClass(), () -> gate.lend(c -> {
            lent.set(c);
            throw failure;
        }));
        return lent.get();
    }

    @Test
    void aCatalogThatFailedUnexpectedlyIsNeverLentAgain() {
        try (CatalogGate gate = gate()) {
            OpenCatalog answered = failing(gate, HttpProblem.notFound("no such board"));
            assertSame(answered, gate.lend(c -> c), "after a 404 the same catalog is lent again");
            OpenCatalog timedOut = failing(gate, CatalogException.timedOut("counting took longer", null));
            assertSame(timedOut, gate.lend(c -> c), "and after a statement stopped by its time limit");

            // two catalogs idle, then a database failure in one of them
            OpenCatalog other = gate.lend(c -> gate.lend(d -> d));
            OpenCatalog broken = failing(gate, new CatalogException("reading failed: connection reset"));
            OpenCatalog next = gate.lend(c -> c);
            assertNotSame(broken, next, "a database failure closes it");
            assertNotSame(other, next, "and the one idle beside it, which went through the same outage");
            OpenCatalog unknown = failing(gate, new IllegalStateException("a failure sokodb has no words for"));
            assertNotSame(unknown, gate.lend(c -> c), "so does any other failure");
        }
    }
}
