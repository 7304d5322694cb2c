package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;

/**
 * How {@code serve} stops (docs/web.md, "Stopping it"). Started as a terminal starts it, Ctrl-C
 * (SIGINT) stops it, exit 130. Started with SIGINT ignored, as a script's {@code &} starts a
 * job, no SIGINT reaches the JVM: its line says so and names the {@code kill PID} that stops
 * it, and SIGTERM does, exit 143 (128 + 15), the port closed after it.
 */
class ServeStopsTest {
    private static final Pattern PORT = Pattern.compile("serving http://127\\.0\\.0\\.1:(\\d+)/ .*");

    @TempDir
    Path dir;

    @Test
    void ctrlCStopsAServerStartedAsATerminalStartsIt() throws Exception {
        String db = catalog();
        Processes serve = Processes.startWithCtrlC("--db", db, "serve", "--port", "0");
        int port = port(serve);
        assertTrue(serve.out().get(0).endsWith(" (read-only; Ctrl-C stops)"), serve.out().toString());
        assertEquals(200, status(port));
        serve.signal("INT");
        assertEquals(130, serve.finish(), serve.err().toString());
        assertThrows(ConnectException.class, () -> status(port));
    }

    @Test
    void aServerStartedWithCtrlCIgnoredSaysWhatStopsItAndSigtermDoes() throws Exception {
        String db = catalog();
        Processes serve = Processes.startIgnoringCtrlC("--db", db, "serve", "--port", "0");
        int port = port(serve);
        assertTrue(serve.out().get(0).endsWith(" (read-only; Ctrl-C cannot stop it, started with SIGINT ignored: kill "
                + serve.pid() + " stops)"), serve.out().toString());
        assertEquals(200, status(port));
        serve.signal("TERM");
        assertEquals(143, serve.finish(), serve.err().toString());
        assertFalse(serve.alive());
        assertThrows(ConnectException.class, () -> status(port));
        assertEquals(List.of(), serve.err().stream().filter(l -> !l.startsWith("sokodb: preparing")).toList(),
                "nothing said on the way out");
    }

    private String catalog() {
        String db = dir.resolve("catalog").toString();
        CliRun.of("--db", db, "import", TestData.shipped("xsokoban/screen.1").toString()).succeeded();
        return db;
    }

    private static int port(Processes serve) throws InterruptedException {
        assertTrue(serve.awaitOut(lines -> !lines.isEmpty()), "serve printed its address: " + serve.err());
        Matcher m = PORT.matcher(serve.out().get(0));
        assertTrue(m.matches(), serve.out().toString());
        return Integer.parseInt(m.group(1));
    }

    private static int status(int port) throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/catalog"))
                .build(), HttpResponse.BodyHandlers.ofString()).statusCode();
    }
}
