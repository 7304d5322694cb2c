package org.sokodb.format.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileWriterTest {
    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theFileAppearsOnlyWhenCommitted() throws IOException {
        Path target = dir.resolve("out.sok");
        try (AtomicFileWriter file = AtomicFileWriter.create(target, false)) {
            file.writer().write("x".repeat(200_000));
            assertFalse(Files.exists(target));
            // the one file beside the target is the temporary one
            List<String> beside = names();
            assertEquals(1, beside.size(), beside.toString());
            assertTrue(beside.get(0).matches("\\.out\\.sok\\.sokodb-[0-9a-f]{8}\\.tmp"), beside.get(0));
            file.commit();
        }
        assertEquals(List.of("out.sok"), names());
        assertEquals(200_000, Files.size(target));
        // the usual permissions, not the 0600 of a temporary file
        assertTrue(Files.getPosixFilePermissions(target).contains(PosixFilePermission.OTHERS_READ)
                || Files.getPosixFilePermissions(dir).stream().noneMatch(p -> p == PosixFilePermission.OTHERS_READ));
    }

    /**
     * A power cut must not lose the rename: the file's bytes are synced before it, the
     * directory that holds the new name after it, in that order (counted through the writer's
     * disk; the real one is {@code fsync} of each).
     */
    @Test
    void theFileIsSyncedBeforeTheRenameAndItsDirectoryAfter() throws IOException {
        Path target = dir.resolve("out.sok");
        List<String> calls = new java.util.ArrayList<>();
        AtomicFileWriter.Disk recording = new AtomicFileWriter.Disk() {
            @Override
            public void force(java.nio.channels.FileChannel file) throws IOException {
                calls.add("force the file, renamed: " + Files.exists(target));
                file.force(true);
            }

            @Override
            public void syncDirectory(Path d) throws IOException {
                calls.add("sync " + d.getFileName() + ", renamed: " + Files.exists(target));
                AtomicFileWriter.SYNC.syncDirectory(d);
            }
        };
        try (AtomicFileWriter file = AtomicFileWriter.create(target, false, recording)) {
            file.writer().write("whole");
            file.commit();
        }
        assertEquals(List.of("force the file, renamed: false", "sync " + dir.getFileName() + ", renamed: true"), calls);
        assertEquals("whole", Files.readString(target));
    }

    @Test
    void anAbandonedFileLeavesNothingAndThePreviousFileAlone() throws IOException {
        Path target = Files.writeString(dir.resolve("out.sok"), "previous");
        try (AtomicFileWriter file = AtomicFileWriter.create(target, true)) {
            file.writer().write("half of it");
        }
        assertEquals(List.of("out.sok"), names());
        assertEquals("previous", Files.readString(target));
    }

    @Test
    void anExistingFileIsReplacedOnlyWhenAsked() throws IOException {
        Path target = Files.writeString(dir.resolve("out.sok"), "previous");
        assertThrows(FileAlreadyExistsException.class, () -> AtomicFileWriter.create(target, false));
        try (AtomicFileWriter file = AtomicFileWriter.create(target, true)) {
            file.writer().write("new");
            file.commit();
        }
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("out.sok"), names());
    }

    @Test
    void aTargetThatAppearsMeanwhileIsNotReplaced() throws IOException {
        Path target = dir.resolve("out.sok");
        try (AtomicFileWriter file = AtomicFileWriter.create(target, false)) {
            file.writer().write("mine");
            Files.writeString(target, "someone else's");
            assertThrows(FileAlreadyExistsException.class, file::commit);
        }
        assertEquals("someone else's", Files.readString(target));
        assertEquals(List.of("out.sok"), names());
    }

    /**
     * Without replace, writers racing for one name: exactly one gets it, every other is told it
     * exists, and the file is the winner's. The name is a hard link, which never replaces; a
     * check followed by a rename (which replaces) let two commits both "succeed", the second
     * over the first.
     */
    @Test
    void ofWritersRacingForOneNameExactlyOneGetsIt() throws Exception {
        int writers = 4;
        for (int round = 0; round < 100; round++) {
            Path target = dir.resolve("race-" + round + ".sok");
            java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(writers);
            java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(writers);
            List<java.util.concurrent.Future<String>> results = new java.util.ArrayList<>();
            for (int w = 0; w < writers; w++) {
                String mine = "writer " + w;
                results.add(pool.submit(() -> {
                    try (AtomicFileWriter file = AtomicFileWriter.create(target, false)) {
                        file.writer().write(mine);
                        file.seal();
                        start.await();
                        file.commit();
                        return mine;
                    } catch (FileAlreadyExistsException e) {
                        return null;
                    }
                }));
            }
            List<String> won = new java.util.ArrayList<>();
            for (java.util.concurrent.Future<String> r : results) {
                if (r.get() != null) {
                    won.add(r.get());
                }
            }
            pool.shutdown();
            assertEquals(1, won.size(), "round " + round + ": " + won);
            assertEquals(won.get(0), Files.readString(target), "round " + round);
        }
        assertEquals(100, names().size(), "no temporary file left: " + names().size());
    }

    /** A name is forgotten once its file is committed or abandoned: the list of files to delete at exit does not grow. */
    @Test
    void theFilesToDeleteAtExitDoNotGrowWithEveryFileWritten() throws IOException {
        int before = Temporaries.live();
        for (int i = 0; i < 1000; i++) {
            try (AtomicFileWriter file = AtomicFileWriter.create(dir.resolve("f" + (i % 10)), true)) {
                file.writer().write("x");
                if (i % 2 == 0) {
                    file.commit();
                }
                assertEquals(before + (i % 2 == 0 ? 0 : 1), Temporaries.live());
            }
            assertEquals(before, Temporaries.live());
        }
    }

    /** A directory that cannot be synced is said, not swallowed: the file is whole under its name all the same. */
    @Test
    void aDirectoryThatCannotBeSyncedIsSaid() throws IOException {
        Path target = dir.resolve("out.sok");
        AtomicFileWriter.Disk refusing = new AtomicFileWriter.Disk() {
            @Override
            public void force(java.nio.channels.FileChannel file) throws IOException {
                file.force(true);
            }

            @Override
            public void syncDirectory(Path d) throws IOException {
                throw new IOException("Invalid argument");
            }
        };
        try (AtomicFileWriter file = AtomicFileWriter.create(target, false, refusing)) {
            file.writer().write("whole");
            assertEquals(java.util.Optional.of(target + " is written whole, but its directory could not be synced "
                    + "(Invalid argument): a power cut soon after may lose its name"), file.commit());
        }
        assertEquals("whole", Files.readString(target));
        try (AtomicFileWriter file = AtomicFileWriter.create(dir.resolve("synced.sok"), false)) {
            assertEquals(java.util.Optional.empty(), file.commit(), "the real disk syncs a directory here");
        }
    }

    @Test
    void aMissingDirectoryOrADirectoryTargetIsRefused() {
        assertThrows(NoSuchFileException.class, () -> AtomicFileWriter.create(dir.resolve("no/out.sok"), true));
        IOException e = assertThrows(IOException.class, () -> AtomicFileWriter.create(dir, true));
        assertEquals("it is a directory", e.getMessage());
    }
}
