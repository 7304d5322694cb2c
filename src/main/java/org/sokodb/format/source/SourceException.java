package org.sokodb.format.source;

/**
 * A source that cannot be read as a whole (truncated, not a level file, unreadable). The
 * message is the reason only; {@link #location()} says where, so the caller can print
 * {@code source:line: level N: reason}.
 *
 * <p>{@link #notLevelFile()} tells a file that simply holds no levels (an image or a program
 * beside the level files of a directory: skipped with a note) from a level source that is
 * damaged or cannot be read (always a problem, wherever it was found).
 */
public final class SourceException extends RuntimeException {
    private final SourceLocation location;
    private final String reason;
    private final boolean notLevelFile;

    private SourceException(SourceLocation location, String reason, boolean notLevelFile) {
        super(location.message(reason), null, false, false);
        this.location = location;
        this.reason = reason;
        this.notLevelFile = notLevelFile;
    }

    public SourceException(SourceLocation location, String reason) {
        this(location, reason, false);
    }

    public SourceException(String source, String reason) {
        this(new SourceLocation(source, 0, 0), reason);
    }

    /** The source is not a level file at all (binary data, another program): nothing in it was lost. */
    public static SourceException notALevelFile(String source, String reason) {
        return new SourceException(new SourceLocation(source, 0, 0), reason, true);
    }

    public SourceLocation location() {
        return location;
    }

    public String reason() {
        return reason;
    }

    /** True when the source holds no levels by its nature, rather than being a damaged or unreadable level source. */
    public boolean notLevelFile() {
        return notLevelFile;
    }
}
