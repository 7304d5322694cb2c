package org.sokodb.cli.options;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.credits.Aliases;

import picocli.CommandLine.Option;

/**
 * {@code --aliases FILE} of {@code credits}, {@code authors} and {@code serve}: names that are
 * one person (docs/credits.md). A line that does not name two people is said on stderr as
 * {@code FILE:LINE: reason} and left out; the command then ends with exit code 1. A file that
 * cannot be read stops the command before its work: rejected input too (exit 1).
 */
public final class AliasesOption {
    /** Larger than any list of pen names: a file this large is something else. */
    private static final int MOST_BYTES = 16 << 20;

    @Option(names = "--aliases", paramLabel = "FILE",
            description = "Names that are one person: lines NAME<TAB>OTHER NAME (docs/credits.md)")
    public Path file;

    private boolean rejected;

    /** The aliases of FILE, or none without the option; bad lines are said on {@code err}. */
    public Aliases read(PrintWriter err) {
        if (file == null) {
            return Aliases.NONE;
        }
        if (Files.isDirectory(file)) {
            // Java's words for it would be "Is a directory", capitalised, as no other line is
            throw new CommandFailedException("cannot read aliases from " + file
                    + ": it is a directory, not a file of names (lines NAME<TAB>OTHER NAME)", ExitCodes.REJECTED);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // at most the cap and one byte more: a device or a FIFO (/dev/zero) has no size to ask
            bytes = in.readNBytes(MOST_BYTES + 1);
        } catch (IOException e) {
            throw new CommandFailedException("cannot read aliases from " + file + ": " + why(e), ExitCodes.REJECTED);
        }
        if (bytes.length > MOST_BYTES) {
            throw new CommandFailedException("cannot read aliases from " + file + ": larger than 16 MiB, which no list "
                    + "of pen names is", ExitCodes.REJECTED);
        }
        List<String> lines = AliasesText.lines(file.toString(), bytes, problem -> {
            rejected = true;
            err.println(problem);
        });
        return Aliases.parse(file.toString(), lines, problem -> {
            rejected = true;
            err.println(problem);
        });
    }

    /** Whether a line of the file was left out. */
    public boolean rejected() {
        return rejected;
    }

    private static String why(IOException e) {
        return e instanceof NoSuchFileException ? "no such file"
                : e instanceof AccessDeniedException ? "permission denied"
                : String.valueOf(e.getMessage());
    }
}
