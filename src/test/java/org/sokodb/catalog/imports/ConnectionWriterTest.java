package org.sokodb.catalog.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The writer thread of a PostgreSQL bulk load ({@link ConnectionWriter}): hand-overs run in the
 * order given, and whatever stops one — an exception or an error such as running out of memory —
 * reaches the importing thread, which waits for the writer and would otherwise wait for ever
 * (the timeout below only guards against that hang; nothing here is timed).
 */
class ConnectionWriterTest {
    private static final Duration HANG = Duration.ofMinutes(2);

    @Test
    void handOversRunInTheOrderGiven() {
        List<String> done = new ArrayList<>();
        try (ConnectionWriter writer = new ConnectionWriter()) {
            writer.activate();
            writer.run("a", () -> done.add("a savepoint"));
            writer.batch("a", () -> done.add("a rows 1"));
            writer.batch("a", () -> done.add("a rows 2"));
            writer.run("b", () -> done.add("b savepoint"));
            assertTimeoutPreemptively(HANG, writer::drain);
            assertTrue(writer.ran(writer.handed()));
        }
        assertEquals(List.of("a savepoint", "a rows 1", "a rows 2", "b savepoint"), done);
    }

    @Test
    void anErrorOnTheWriterReachesTheImportingThread() {
        List<String> done = new ArrayList<>();
        try (ConnectionWriter writer = new ConnectionWriter()) {
            writer.activate();
            writer.run("1.txt", () -> done.add("1.txt"));
            writer.batch("2.txt", () -> {
                throw new OutOfMemoryError("Java heap space");
            });
            ConnectionWriter.Failed failed = assertTimeoutPreemptively(HANG,
                    () -> assertThrows(ConnectionWriter.Failed.class, writer::drain));
            assertEquals("2.txt: not imported: java.lang.OutOfMemoryError: Java heap space", failed.getMessage());
            assertFalse(writer.active(), "the importing thread runs everything itself from then on");
            assertFalse(writer.ran(writer.handed()), "2.txt did not run");
        }
        assertEquals(List.of("1.txt"), done);
    }
}
