package org.sokodb.format.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One unit of input that may hold levels: a file named on the command line, a file found
 * in a directory, an entry of a zip archive.
 *
 * @see Sources
 */
public interface Source {

    /** The name used in every message and in the catalog (see docs/commands.md, the {@code source} column: {@code archive.zip!/entry}). */
    String name();

    /**
     * True when the user named this file directly: a named file that holds no level is an
     * error, a file found inside a directory or archive without levels is skipped with a note.
     */
    boolean namedByUser();

    /**
     * The file this source is, when it is one of the file system's (not an entry of an archive,
     * not standard input): how a reader knows a file it meets in a directory was named already.
     */
    default Optional<Path> file() {
        return Optional.empty();
    }

    /** A fresh stream of the source's bytes, capped at the source size limit. */
    InputStream open() throws IOException;
}
