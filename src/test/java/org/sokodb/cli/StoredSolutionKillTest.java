package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;

/**
 * {@code sokodb serve --allow-write} answers 201 to a solution only once it is on the disk: the
 * server is killed with SIGKILL the moment the answer arrives, and the solution is in the
 * catalog after (read by {@code show}, as a user would). Before, the 201 came after the
 * commit, which H2 writes to its file up to half a second later: none of five was there, each
 * kill the moment its answer was in, so one kill shows that loss; the test makes one (a
 * server a kill, each a JVM's start: three were repetitions of the same check).
 */
@Alongside
@ResourceLock("StoredSolutionKillTest")
class StoredSolutionKillTest {
    private static final Pattern SERVING = Pattern.compile("serving http://127\\.0\\.0\\.1:(\\d+)/ .*");
    private static final Pattern TOKEN = Pattern.compile("<meta name=\"sokodb-token\" content=\"([0-9a-f]+)\">");
    /** A corridor solved by pushing right, a server killed for its solution: the level and its solution. */
    private static final List<String[]> LEVELS = List.<String[]>of(new String[] {"#@ $.#", "rR"});

    @TempDir
    Path dir;

    @Test
    void aSolutionAnswered201SurvivesAKillOfTheServerAtOnce() throws Exception {
        StringBuilder file = new StringBuilder();
        for (String[] level : LEVELS) {
            String wall = "#".repeat(level[0].length());
            file.append(wall).append('\n').append(level[0]).append('\n').append(wall).append("\n\n");
        }
        Path levels = Files.writeString(dir.resolve("corridors.xsb"), file.toString());
        String db = dir.resolve("catalog").toString();
        CliRun.of("--db", db, "import", levels.toString()).succeeded();
        List<String> exactIds = CliRun.of("id", levels.toString()).rows().stream().map(r -> r.split("\t")[3]).toList();
        assertEquals(LEVELS.size(), exactIds.size());
        HttpClient http = HttpClient.newHttpClient();
        for (int i = 1; i <= LEVELS.size(); i++) {
            String level = exactIds.get(i - 1);
            String moves = LEVELS.get(i - 1)[1];
            Processes serve = Processes.start("--db", db, "serve", "--allow-write", "--port", "0");
            assertTrue(serve.awaitOut(out -> out.stream().anyMatch(l -> SERVING.matcher(l).matches())),
                    "serve printed its address: " + serve.err());
            Matcher address = serve.out().stream().map(SERVING::matcher).filter(Matcher::matches).findFirst()
                    .orElseThrow();
            String origin = "http://127.0.0.1:" + address.group(1);
            String path = "/levels/" + level;
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(origin + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
            Matcher token = TOKEN.matcher(page.body());
            assertTrue(token.find(), "the level page carries the write token: " + page.body());
            HttpResponse<String> stored = http.send(HttpRequest.newBuilder(URI.create(origin + "/api/v1" + path
                    + "/solutions")).header("Origin", origin).header("X-Sokodb-Token", token.group(1))
                    .POST(HttpRequest.BodyPublishers.ofString(moves)).build(), HttpResponse.BodyHandlers.ofString());
            serve.kill(); // SIGKILL, the moment the answer is in
            assertEquals(201, stored.statusCode(), stored.body());
            assertTrue(stored.body().contains("\"stored\":true"), stored.body());

            CliRun show = CliRun.of("--db", db, "show", level);
            assertEquals(0, show.exitCode(), show.err());
            String said = "solution " + i + " of " + LEVELS.size() + " is in the catalog after the kill: " + show.out();
            assertTrue(show.out().contains("Solutions (1):") && show.out().contains("from sokodb serve"), said);
            assertTrue(show.out().lines().anyMatch(l -> l.strip().equals(moves)), said);
        }
    }
}
