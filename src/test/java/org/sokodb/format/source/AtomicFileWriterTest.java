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

    @Test
    void aMissingDirectoryOrADirectoryTargetIsRefused() {
        assertThrows(NoSuchFileException.class, () -> AtomicFileWriter.create(dir.resolve("no/out.sok"), true));
        IOException e = assertThrows(IOException.class, () -> AtomicFileWriter.create(dir, true));
        assertEquals("it is a directory", e.getMessage());
    }
}
