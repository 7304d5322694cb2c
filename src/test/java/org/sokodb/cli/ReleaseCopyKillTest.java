package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.TestData;
import org.sokodb.catalog.db.release.H2Release;

/**
 * The first command that opens a catalog another H2 release wrote copies it into the running
 * release's own file (docs/catalog.md, "The H2 release"): it says so on one line, answers as the
 * old file would have, and the file is then the running release's, which the next command opens
 * with nothing said and nothing copied. A kill (SIGKILL) at any moment of the copy — once its
 * lock is taken, once the new file appears, a few milliseconds into it, once it has stopped
 * growing (the check) — leaves the old file byte for byte as it was, or the whole copy in its
 * place; either way the next command answers as before, and takes away the copy's lock file a
 * kill after the rename left. {@code serve --allow-write}, whose first open copies, says so too.
 */
class ReleaseCopyKillTest {
    /** A release no build takes: a file marked so was written by another. */
    private static final int ANOTHER = 2_001_214;

    @TempDir
    Path dir;

    private Path db;
    private Path file;
    private String stats;
    private Map<String, Integer> boards;

    /** The catalog every test begins with, made by the first: its file's bytes, and what it answered. */
    private record Made(byte[] bytes, String stats, Map<String, Integer> boards) {
    }

    /** Made once for the class: each test writes its bytes where it had imported and marked its own alike. */
    private static Made made;

    /** A catalog of 30 XSokoban screens and two Boxoban files, then marked as another release's. */
    private byte[] catalog() throws IOException {
        db = dir.resolve("cat");
        file = Path.of(db + ".mv.db");
        synchronized (ReleaseCopyKillTest.class) {
            if (made == null) {
                made = make();
            } else {
                Files.write(file, made.bytes());
            }
        }
        stats = made.stats();
        boards = made.boards();
        return made.bytes();
    }

    private Made make() throws IOException {
        List<String> args = new ArrayList<>(List.of("--db", db.toString(), "import"));
        for (int i = 1; i <= 30; i++) {
            args.add(TestData.shipped("xsokoban/screen." + i).toString());
        }
        args.add(TestData.shipped("boxoban/medium/train/306.txt").toString());
        args.add(TestData.shipped("boxoban/medium/train/318.txt").toString());
        Cli imported = Cli.run(args.toArray(new String[0]));
        assertEquals(0, imported.code(), imported.err());
        Cli answered = Cli.run("--db", db.toString(), "stats");
        assertEquals(0, answered.code(), answered.err());
        Map<String, Integer> counted = CatalogCheck.boards(db);
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            store.setStoreVersion(ANOTHER);
        }
        return new Made(Files.readAllBytes(file), answered.out(), counted);
    }

    @Test
    void theFirstOpenSaysSoCopiesAndAnswersAsBeforeAndTheNextOneWritesNothing() throws Exception {
        catalog();
        Cli first = Cli.run("--db", db.toString(), "stats");
        assertEquals(0, first.code(), first.err());
        assertEquals(stats, first.out());
        assertEquals(1, first.err().lines().count(), first.err());
        assertTrue(first.err().startsWith("sokodb: the catalog " + file.toAbsolutePath() + " was written by H2 2.1.214;"
                + " copying it ("), first.err());
        assertTrue(first.err().contains(" MiB in use) into a file of H2 " + H2Release.RUNNING + " before anything is written"),
                first.err());
        assertEquals(H2Release.RUNNING, release());
        assertEquals(List.of("cat.mv.db"), files());

        Object copied = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        Cli second = Cli.run("--db", db.toString(), "stats");
        assertEquals(0, second.code(), second.err());
        assertEquals("", second.err());
        assertEquals(stats, second.out());
        // the same file, not another put in its place (2.5.252 writes a chunk at every open, so not the same bytes)
        assertEquals(copied, Files.readAttributes(file, BasicFileAttributes.class).fileKey(), "a file of the running release: nothing copied");
        assertEquals(boards, CatalogCheck.boards(db));
    }

    @Test
    void aKillAtAnyMomentOfTheCopyLeavesTheOldFileOrTheWholeCopy() throws Exception {
        byte[] old = catalog();
        Path lock = Path.of(db + ".release-copy.lock");
        Predicate<Path> copying = d -> !copies().isEmpty();
        List<Stop> stops = List.of(new Stop("the lock taken", d -> Files.exists(lock), 0),
                new Stop("the new file begun", copying, 0), new Stop("2 ms into the new file", copying, 2),
                new Stop("10 ms into the new file", copying, 10), new Stop("40 ms into the new file", copying, 40),
                new Stop("the new file no longer growing", d -> stoppedGrowing(), 0));
        int oldKept = 0;
        List<String> seen = new ArrayList<>();
        for (Stop stop : stops) {
            Files.write(file, old);
            Processes run = Processes.start("--db", db.toString(), "stats");
            boolean reached = await(stop, run);
            int code = run.kill();
            boolean kept = Arrays.equals(old, Files.readAllBytes(file));
            seen.add(stop.what + ": " + (reached ? "reached" : "not reached") + ", exit " + code + ", "
                    + (kept ? "the old file kept" : "the copy in place"));
            if (kept) {
                oldKept++;
            } else {
                assertEquals(H2Release.RUNNING, release(), "not the old file, so the whole copy: " + seen);
            }
            Cli after = Cli.run("--db", db.toString(), "stats");
            assertEquals(0, after.code(), after.err() + seen);
            assertEquals(stats, after.out(), seen.toString());
            assertEquals(kept ? 1 : 0, after.err().lines().count(), after.err() + seen);
            assertEquals(boards, CatalogCheck.boards(db), seen.toString());
            assertEquals(H2Release.RUNNING, release());
            // a kill after the rename may leave the lock's file, which the next command takes away; never a copy
            assertEquals(List.of("cat.mv.db"), files(), "what the kill left is gone after the next command: " + seen);
        }
        assertTrue(oldKept >= 2, "the kills before the rename kept the old file: " + seen);
    }

    @Test
    void aServerThatWritesSaysSoOnOneLineAsItCopies() throws Exception {
        catalog();
        CliInThread serve = CliInThread.start("--db", db.toString(), "serve", "--port", "0", "--allow-write");
        assertTrue(serve.awaitOut(out -> out.stream().anyMatch(l -> l.startsWith("serving http://"))),
                "it serves: " + serve.err());
        List<String> said = serve.err();
        assertEquals(0, serve.stop(), "stopped: " + serve.err());
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("sokodb: the catalog " + file.toAbsolutePath() + " was written by H2 2.1.214;"
                + " copying it ("), said.get(0));
        assertEquals(H2Release.RUNNING, release());
        assertEquals(boards, CatalogCheck.boards(db));
    }

    @Test
    void theLockAKillLeftAfterTheRenameIsTakenAwayByTheNextCommandUnlessHeld() throws Exception {
        catalog();
        assertEquals(0, Cli.run("--db", db.toString(), "stats").code());
        // what a kill between the rename and the lock's removal leaves: an empty file beside the copy in place
        Path lock = Path.of(db + ".release-copy.lock");
        Files.createFile(lock);
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.WRITE); FileLock held = channel.lock()) {
            Cli whileHeld = Cli.run("--db", db.toString(), "stats");
            assertEquals(0, whileHeld.code(), whileHeld.err());
            assertTrue(held.isValid() && Files.exists(lock), "a lock a live process holds (here this one) stays");
        }
        Cli after = Cli.run("--db", db.toString(), "stats");
        assertEquals(0, after.code(), after.err());
        assertEquals("", after.err());
        assertEquals(stats, after.out());
        assertEquals(List.of("cat.mv.db"), files(), "the lock no process holds is gone");
    }

    /** When to kill: once {@code reached} holds, {@code millis} after. */
    private record Stop(String what, Predicate<Path> reached, long millis) {
    }

    /** Waits (two minutes at most) until the stop is reached while the process runs. */
    private boolean await(Stop stop, Processes run) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < end && run.alive()) {
            if (stop.reached.test(dir)) {
                Thread.sleep(stop.millis);
                return true;
            }
            Thread.sleep(0, 200_000);
        }
        return false;
    }

    /** Whether the new file exists and has kept its size for 20 ms. */
    private boolean stoppedGrowing() {
        List<Path> now = copies();
        try {
            if (now.isEmpty()) {
                return false;
            }
            long size = Files.size(now.get(0));
            Thread.sleep(20);
            return Files.size(now.get(0)) == size && size > 0;
        } catch (IOException e) {
            return false; // renamed meanwhile
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private List<Path> copies() {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith("cat.release-copy-")).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private List<String> files() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("cat")).sorted().toList();
        }
    }

    private H2Release release() {
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            return H2Release.of(store);
        }
    }
}
