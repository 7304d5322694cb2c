package org.sokodb.catalog.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Worker names: two processes never share one, whatever their host names and process ids. */
class WorkerNameTest {

    /** Two containers, each "localhost" and process 1 (the case a name from HOSTNAME and the pid got wrong). */
    @Test
    void twoMachinesWithTheSameHostNameAndProcessIdHaveTwoNames() {
        Set<String> names = new HashSet<>();
        Random machines = new Random(1);
        for (int i = 0; i < 10_000; i++) {
            assertTrue(names.add(WorkerName.of("localhost", 1, new Random(machines.nextLong()))));
        }
    }

    @Test
    void theNameSaysTheHostAndTheProcessAndStaysTheSameInTheProcess() {
        String name = WorkerName.current();
        assertEquals(name, WorkerName.current());
        assertTrue(name.startsWith(WorkerName.hostName() + ":" + ProcessHandle.current().pid() + ":"), name);
        assertTrue(name.matches(".+:\\d+:[0-9a-f]{16}"), name);
    }
}
