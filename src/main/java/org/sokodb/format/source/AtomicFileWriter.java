package org.sokodb.format.source;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;

/**
 * A text file that appears under its name only when it is complete. It is written to a
 * temporary sibling ({@code .NAME.sokodb-RANDOM.tmp}, same directory, so same file system),
 * forced to disk, then renamed onto the target with {@code ATOMIC_MOVE}: a reader of the
 * target sees the previous file or the new one, never part of it, whatever happens to the
 * writing process; then the directory is synced too, so that the rename itself survives a power
 * cut (on Linux a rename is in the directory, which {@code fsync} of the file does not write).
 * A write that fails or is abandoned ({@link #close()} without
 * {@link #commit()}) deletes the temporary file; so does a JVM that is asked to stop (Ctrl-C,
 * SIGTERM: {@link Temporaries}, after the command has had its chance to commit). Only a killed
 * process ({@code kill -9}, power loss) leaves it behind, under its own name.
 *
 * <p>An existing target is replaced only when asked; otherwise {@link FileAlreadyExistsException}
 * is thrown before anything is written, and again at commit should the target have appeared
 * meanwhile (the temporary file is then deleted): the name is then given by a hard link, which
 * never replaces ({@link #commit()}).
 */
public final class AtomicFileWriter implements AutoCloseable {
    /** How a finished file reaches the disk: its bytes before the rename, its directory's entry after. */
    interface Disk {
        void force(FileChannel file) throws IOException;

        void syncDirectory(Path dir) throws IOException;
    }

    /** The disk itself: {@code fsync} of the file, then of its directory (opened for reading, as Linux allows). */
    static final Disk SYNC = new Disk() {
        @Override
        public void force(FileChannel file) throws IOException {
            file.force(true);
        }

        @Override
        public void syncDirectory(Path dir) throws IOException {
            try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
                d.force(true);
            }
        }
    };

    private static final int BUFFER = 1 << 16;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path target;
    private final Path temporary;
    private final boolean replace;
    private final FileChannel channel;
    private final Disk disk;
    private final Writer writer;
    private boolean done;
    private boolean sealed;

    private AtomicFileWriter(Path target, Path temporary, boolean replace, FileChannel channel, Disk disk) {
        this.target = target;
        this.temporary = temporary;
        this.replace = replace;
        this.channel = channel;
        this.disk = disk;
        this.writer = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(channel),
                StandardCharsets.UTF_8), BUFFER);
    }

    /**
     * Starts writing {@code target} (UTF-8).
     *
     * @param replace whether an existing target may be replaced
     * @throws FileAlreadyExistsException when the target exists and {@code replace} is false
     * @throws NoSuchFileException when the target's directory does not exist
     */
    public static AtomicFileWriter create(Path target, boolean replace) throws IOException {
        return create(target, replace, SYNC);
    }

    /** As {@link #create(Path, boolean)}, reaching the disk through {@code disk} (the tests count its calls). */
    static AtomicFileWriter create(Path target, boolean replace, Disk disk) throws IOException {
        Path absolute = target.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new IOException("it is a directory");
        }
        if (!replace && Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        Path dir = absolute.getParent();
        if (!Files.isDirectory(dir)) {
            throw new NoSuchFileException(dir.toString(), null, "no such directory");
        }
        while (true) {
            Path temporary = dir.resolve("." + absolute.getFileName() + ".sokodb-"
                    + HexFormat.of().toHexDigits(RANDOM.nextInt()) + ".tmp");
            FileChannel channel;
            try {
                // CREATE_NEW, not createTempFile: the file gets the usual permissions (umask), not 0600
                channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            } catch (FileAlreadyExistsException e) {
                continue;
            }
            Temporaries.remember(temporary);
            return new AtomicFileWriter(target, temporary, replace, channel, disk);
        }
    }

    /** Where the text goes (buffered); do not close it, {@link #commit()} or {@link #close()} this instead. */
    public Writer writer() {
        return writer;
    }

    public Path target() {
        return target;
    }

    /**
     * Ends the writing: the temporary file is flushed, forced to disk and closed, and waits for
     * {@link #commit()} (or {@link #close()}) to give it its name. For a set of files that
     * appear together, each sealed when written, all committed at the end.
     */
    public void seal() throws IOException {
        if (done) {
            throw new IllegalStateException("already finished");
        }
        if (sealed) {
            return;
        }
        try {
            writer.flush();
            disk.force(channel);
            writer.close();
            sealed = true;
        } finally {
            if (!sealed) {
                abandon();
            }
        }
    }

    /**
     * Finishes the file: flush, force to disk, give it its name in one step, sync the directory.
     * Without {@code replace} the name is a hard link made to the temporary file, which fails
     * when the name exists (then the temporary one is unlinked): no check-then-rename gap in
     * which another file of that name could be replaced. Where the file system has no hard
     * links, the name is checked and then renamed onto (the gap is back, and only there).
     *
     * @return a note for the user when the directory could not be synced (some network and
     *     FUSE file systems refuse it): the file is whole under its name, but a power cut soon
     *     after could lose the name; empty when all is on disk
     */
    public Optional<String> commit() throws IOException {
        seal();
        try {
            if (replace) {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
            } else {
                linkWithoutReplacing();
            }
            done = true;
            Temporaries.forget(temporary);
        } finally {
            if (!done) {
                abandon();
            }
        }
        try {
            disk.syncDirectory(temporary.getParent());
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(target + " is written whole, but its directory could not be synced ("
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage())
                    + "): a power cut soon after may lose its name");
        }
    }

    /** The temporary file's new name, never over an existing one; the temporary name then goes. */
    private void linkWithoutReplacing() throws IOException {
        try {
            Files.createLink(target, temporary);
        } catch (FileAlreadyExistsException e) {
            throw new FileAlreadyExistsException(target.toString());
        } catch (UnsupportedOperationException | FileSystemException e) {
            // no hard links here (FAT, some network file systems): the best left is to check, then rename
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
            return;
        }
        try {
            Files.delete(temporary);
        } catch (IOException e) {
            // the file has its name; the temporary one is a second name of it, deleted at the JVM's end
            temporary.toFile().deleteOnExit();
        }
    }

    /** Abandons the file unless it was committed: the temporary file is deleted, the target left as it was. */
    @Override
    public void close() {
        if (!done) {
            abandon();
        }
    }

    private void abandon() {
        done = true;
        try {
            writer.close();
        } catch (IOException e) {
            // the file is being thrown away; a failure to flush it does not matter
        }
        try {
            Files.deleteIfExists(temporary);
            Temporaries.forget(temporary);
        } catch (IOException e) {
            // nothing better to do; the JVM's exit will try again
        }
    }
}
