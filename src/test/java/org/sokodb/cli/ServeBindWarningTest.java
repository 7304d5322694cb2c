package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.Slow;
import org.sokodb.TestData;

/**
 * {@code serve --allow-write} on an address other machines reach hands the write token to
 * anyone there: the server says so on stderr when it starts. On 127.0.0.1, the default, it
 * says nothing.
 */
@Slow
class ServeBindWarningTest {
    @TempDir
    Path dir;

    /**
     * What {@code serve OPTIONS} says on stderr by the time it has started (then it is stopped).
     * It runs on a thread of this JVM ({@link CliInThread}): what is asked is what the command
     * says, not anything of a process of its own.
     */
    private static List<String> started(String db, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("--db", db, "serve", "--port", "0"));
        args.addAll(List.of(options));
        CliInThread serve = CliInThread.start(args.toArray(String[]::new));
        assertTrue(serve.awaitOut(out -> out.stream().anyMatch(l -> l.startsWith("serving http://"))),
                "it serves: " + serve.err());
        List<String> said = serve.err();
        assertEquals(0, serve.stop(), "stopped: " + serve.err());
        return said;
    }

    @Test
    void writesOnAnAddressOthersReachAreWarnedOf() throws Exception {
        String db = dir.resolve("c").toString();
        CliRun.of("--db", db, "import", TestData.shipped("xsokoban/screen.1").toString()).succeeded();
        List<String> open = started(db, "--allow-write", "--bind", "0.0.0.0");
        assertEquals(1, open.size(), open.toString());
        assertTrue(open.get(0).startsWith("sokodb serve: warning: --allow-write on 0.0.0.0, which other machines can"
                + " reach: anyone who can open a page of http://0.0.0.0:"), open.get(0));
        assertEquals(List.of(), started(db, "--allow-write"), "on 127.0.0.1 nothing to say");
        assertEquals(List.of(), started(db, "--bind", "0.0.0.0"), "read-only: nothing to say");
    }
}
