package org.sokodb.format;

/**
 * A source that cannot be read as a whole (truncated, not a level file, unreadable). The
 * message is the reason only; {@link #location()} says where, so the caller can print
 * {@code source:line: level N: reason}.
 */
public final class SourceException extends RuntimeException {
    private final SourceLocation location;
    private final String reason;

    public SourceException(SourceLocation location, String reason) {
        super(location.message(reason), null, false, false);
        this.location = location;
        this.reason = reason;
    }

    public SourceException(String source, String reason) {
        this(new SourceLocation(source, 0, 0), reason);
    }

    public SourceLocation location() {
        return location;
    }

    public String reason() {
        return reason;
    }
}
