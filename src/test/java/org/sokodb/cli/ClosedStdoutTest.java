package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.cli.terminal.ClosedStdout;

/**
 * A command whose standard output is closed stops ({@link ClosedStdout}): {@code sokodb id} of
 * the Boxoban zip, 1.5 million levels, read for two lines and its output then closed, as
 * {@code | head -2} does, ends with exit 141; before, it identified every level and ended with
 * exit 0. Output to {@code /dev/full} is one line and exit 3. The two minutes are a guard only.
 */
class ClosedStdoutTest {

    @Test
    void idOfTheBoxobanZipStopsWhenItsReaderHasGone() throws Exception {
        String zip = TestData.path("boxoban-levels.zip").toString();
        Process id = start("id", zip);
        id.getErrorStream().close();
        List<String> read = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(id.getInputStream(), StandardCharsets.UTF_8))) {
            read.add(out.readLine());
            read.add(out.readLine());
        }
        assertEquals("source\tindex\ttitle\texact_id\tunique_id", read.get(0));
        assertTrue(read.get(1).startsWith(zip + "!/boxoban/hard/000.txt\t1\t"), read.get(1));
        assertEquals(ClosedStdout.EXIT_CODE, finish(id));
    }

    @Test
    void anOutputThatCannotBeWrittenIsOneLineAndExit3() throws Exception {
        File full = new File("/dev/full");
        assumeTrue(full.exists(), "/dev/full");
        ProcessBuilder builder = new ProcessBuilder(command("id", TestData.shipped("xsokoban").toString()))
                .redirectOutput(full);
        Process id = builder.start();
        String err = new String(id.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(3, finish(id), err);
        assertEquals(List.of("sokodb: standard output cannot be written: No space left on device"),
                err.lines().filter(l -> !l.startsWith("sokodb: preparing")).toList());
    }

    private static List<String> command(String... args) {
        List<String> command = TestJvm.sokodb("-Xmx256m");
        command.addAll(List.of(args));
        return command;
    }

    private static Process start(String... args) throws IOException {
        return new ProcessBuilder(command(args)).start();
    }

    private static int finish(Process p) throws InterruptedException {
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("sokodb did not end within two minutes");
        }
        return p.exitValue();
    }
}
