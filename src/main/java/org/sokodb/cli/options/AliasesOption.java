package org.sokodb.cli.options;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.credits.Aliases;

import picocli.CommandLine.Option;

/**
 * {@code --aliases FILE} of {@code credits}, {@code authors} and {@code serve}: names that are
 * one person (docs/credits.md). A line that does not name two people is said on stderr as
 * {@code FILE:LINE: reason} and left out; the command then ends with exit code 1. A file that
 * cannot be read stops the command (exit 3).
 */
public final class AliasesOption {
    /** Larger than any list of pen names: a file this large is something else. */
    private static final long MOST_BYTES = 16L << 20;

    @Option(names = "--aliases", paramLabel = "FILE",
            description = "Names that are one person: lines NAME<TAB>OTHER NAME (docs/credits.md)")
    public Path file;

    private boolean rejected;

    /** The aliases of FILE, or none without the option; bad lines are said on {@code err}. */
    public Aliases read(PrintWriter err) {
        if (file == null) {
            return Aliases.NONE;
        }
        List<String> lines;
        try {
            if (Files.size(file) > MOST_BYTES) {
                throw new CommandFailedException("cannot read aliases from " + file + ": larger than 16 MiB");
            }
            lines = text(Files.readAllBytes(file)).lines().toList();
        } catch (IOException e) {
            throw new CommandFailedException("cannot read aliases from " + file + ": " + why(e));
        }
        return Aliases.parse(file.toString(), lines, problem -> {
            rejected = true;
            err.println(problem);
        });
    }

    /** Whether a line of the file was left out. */
    public boolean rejected() {
        return rejected;
    }

    /** UTF-8, else (a byte that is no UTF-8) ISO-8859-1, as older name lists are written. */
    private static String text(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static String why(IOException e) {
        return e instanceof NoSuchFileException ? "no such file"
                : e instanceof AccessDeniedException ? "permission denied"
                : String.valueOf(e.getMessage());
    }
}
