package org.sokodb.verify;

/**
 * A solution file that cannot be read on (an I/O error, or past its size limit): the command
 * stops with this one line. Not a {@link org.sokodb.format.source.SourceException}, which would be
 * taken for a problem of the level file being read at the same time.
 */
public final class SolutionFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SolutionFileException(String file, String reason) {
        super(file + ": " + reason);
    }
}
