package org.sokodb.cli.terminal;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;

/**
 * The one policy of every command that writes a file ({@code export --out}, {@code dups
 * --html}, {@code show --svg}), checked before any work is done:
 * <ul>
 *   <li>an existing file is replaced only with {@code --force} (exit 2 otherwise);</li>
 *   <li>a directory is never a file to write, {@code --force} or not (exit 2), nor is a catalog
 *       file (an H2 file, {@link #holdsH2Header});</li>
 *   <li>the file's directory must exist: it is not created (exit 3), and every command says
 *       so in the same words;</li>
 *   <li>a failure names the file the user gave, never a temporary file beside it.</li>
 * </ul>
 */
public final class OutputFile {
    /** How an H2 file's store header starts, at 0 and again at {@link #H2_HEADER_COPY}. */
    private static final byte[] H2_HEADER = "H:2,".getBytes(StandardCharsets.US_ASCII);
    private static final long H2_HEADER_COPY = 4096;

    private OutputFile() {
    }

    /**
     * Refuses what the policy refuses.
     *
     * @param exampleName a file name to suggest when {@code file} is a directory
     * @param others further files the command writes beside {@code file} (report pages)
     */
    public static void check(Path file, boolean force, String exampleName, List<Path> others) {
        Path absolute = file.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new CommandFailedException("cannot write " + file + ": it is a directory (name a file in it, e.g. "
                    + file.resolve(exampleName) + ")", ExitCodes.USAGE);
        }
        Path dir = absolute.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new CommandFailedException("cannot write " + file + ": " + noDirectory(dir));
        }
        if (holdsH2Header(absolute)) {
            // an --out that tab completion or a typo turned into the catalog would replace it whole
            throw new CommandFailedException("cannot write " + file + ": it is a catalog file (H2), which no command"
                    + " writes over, --force or not (name another file)", ExitCodes.USAGE);
        }
        if (!force) {
            if (Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
                throw exists(file);
            }
            for (Path other : others) {
                if (Files.exists(other, LinkOption.NOFOLLOW_LINKS)) {
                    throw exists(other);
                }
            }
        }
    }

    /**
     * True when {@code file} is a regular file whose store header, at 0 or at its copy at 4,096
     * (H2 opens a file with either whole), starts as an H2 file's does: {@code H:2,}.
     */
    public static boolean holdsH2Header(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            for (long at : new long[] {0, H2_HEADER_COPY}) {
                ByteBuffer start = ByteBuffer.allocate(H2_HEADER.length);
                channel.read(start, at);
                if (Arrays.equals(start.array(), H2_HEADER)) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            return false;
        }
    }

    public static void check(Path file, boolean force, String exampleName) {
        check(file, force, exampleName, List.of());
    }

    /**
     * True when {@code out} names the same file as {@code input} ({@link Files#isSameFile}: a
     * link or another spelling of it too); false when either is null or not there.
     */
    public static boolean isSameFile(Path out, Path input) {
        if (out == null || input == null || !Files.exists(out) || !Files.exists(input)) {
            return false;
        }
        try {
            return Files.isSameFile(out, input);
        } catch (IOException e) {
            return false;
        }
    }

    /** A note of the writing on stderr ({@code AtomicFileWriter.commit}): the run goes on, its exit code unchanged. */
    public static void note(PrintWriter err, String note) {
        err.println("sokodb: note: " + note);
        err.flush();
    }

    public static CommandFailedException exists(Path file) {
        return new CommandFailedException(file + " exists; add --force to replace it", ExitCodes.USAGE);
    }

    /** The words for a directory that is not there, the same in every message. */
    public static String noDirectory(Path dir) {
        return "the directory " + dir + " does not exist";
    }

    /** Why writing {@code file} failed, in words that name only {@code file}. */
    public static CommandFailedException cannotWrite(Path file, IOException e) {
        String why;
        if (e instanceof NoSuchFileException) {
            Path dir = file.toAbsolutePath().getParent();
            why = noDirectory(dir);
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            why = f.getReason();
        } else {
            why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        return new CommandFailedException("cannot write " + file + ": " + why + " (nothing was written under that name)",
                e);
    }
}
