package org.sokodb.cli.output;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.format.source.AtomicFileWriter;
import org.sokodb.format.xsb.XsbWriter;

/**
 * {@code solve --out FILE.sok}: the levels with their solution blocks, written under a
 * temporary name and renamed when the run is complete, so an interrupted run leaves no
 * partial file. Without {@code --out} every call does nothing.
 */
public final class SokOutput implements AutoCloseable {
    private final Optional<AtomicFileWriter> file;
    private final Optional<XsbWriter> writer;

    private SokOutput(Optional<AtomicFileWriter> file) {
        this.file = file;
        this.writer = file.map(f -> new XsbWriter(f.writer(), XsbWriter.Format.SOK));
    }

    public static SokOutput open(Path out) throws IOException {
        if (out == null) {
            return new SokOutput(Optional.empty());
        }
        return new SokOutput(Optional.of(AtomicFileWriter.create(out, true)));
    }

    void level(XsbWriter.Level level) {
        if (writer.isPresent()) {
            try {
                writer.get().level(level);
            } catch (IOException e) {
                throw new CommandFailedException("cannot write " + file.get().target() + ": " + e.getMessage());
            }
        }
    }

    static XsbWriter.Level level(String title, String author, List<String> rows, List<XsbWriter.Solution> solutions) {
        return new XsbWriter.Level(title, author, "", rows, solutions);
    }

    /** Gives the file its name; a note when its directory could not be synced ({@link AtomicFileWriter#commit}). */
    public Optional<String> commit() throws IOException {
        if (writer.isPresent()) {
            writer.get().flush();
            return file.get().commit();
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        file.ifPresent(AtomicFileWriter::close);
    }
}
