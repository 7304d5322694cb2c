package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.TestData;

/**
 * docs/web.md, sharing an H2 file: with {@code sokodb serve} running on a catalog, an
 * {@code import} in another process gets the file (the server lets go of it a second after its
 * last request; the command line tries a catalog in use for a few seconds before it gives up),
 * and the server then shows what was imported. Two processes: the server, and this test's JVM
 * as the one that imports ({@link Cli#run}, sokodb's command line in this JVM, which opens the
 * file as a process of its own does) and as the browser. The process boundary that matters is
 * the server's, the one that holds the file; a JVM started for each import only cost its start.
 */
@Alongside
@ResourceLock("ServeSharesTheFileTest")
class ServeSharesTheFileTest {
    private static final Pattern SERVING = Pattern.compile("serving http://127\\.0\\.0\\.1:(\\d+)/ \\(read-only; .*stops\\)");

    @TempDir
    Path dir;

    @Test
    void anImportRunsWhileTheServerServes() throws Exception {
        String db = dir.resolve("catalog").toString();
        Cli first = Cli.run("--db", db, "import", TestData.shipped("soukoban/Holland_81.xsb").toString());
        assertEquals(0, first.code(), first.err());
        Processes serve = Processes.start("--db", db, "serve", "--port", "0");
        try {
            assertTrue(serve.awaitOut(lines -> lines.stream().anyMatch(l -> SERVING.matcher(l).matches())),
                    "serve printed its address: " + serve.out() + serve.err());
            Matcher m = serve.out().stream().map(SERVING::matcher).filter(Matcher::matches).findFirst().orElseThrow();
            int port = Integer.parseInt(m.group(1));
            assertEquals(81, levels(port));

            Cli importing = Cli.run("--db", db, "import", TestData.shipped("xsokoban").toString());
            assertEquals(0, importing.code(), "import beside a running server: " + importing.err());
            assertEquals(81 + 90, levels(port), "the server reads what the import stored (XSokoban's 90 are new)");
            assertTrue(serve.alive(), "the server kept running");
        } finally {
            serve.signal("TERM");
            int code = serve.finish();
            assertTrue(code == 0 || code == 143, "serve stopped on SIGTERM: " + code + " " + serve.err());
        }
    }

    private static long levels(int port) throws IOException, InterruptedException {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + "/api/v1/catalog")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        JsonNode n = new ObjectMapper().readTree(r.body());
        return n.get("levels").asLong();
    }
}
