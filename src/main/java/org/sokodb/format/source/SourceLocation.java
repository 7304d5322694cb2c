package org.sokodb.format.source;

/**
 * Where something is in a source: {@code source:line: level N}. {@code line} and
 * {@code level} are 1-based; 0 means unknown (a problem with the whole source).
 */
public record SourceLocation(String source, int line, int level) {

    /** The prefix of every problem message: {@code source:line: level N}. */
    public String prefix() {
        StringBuilder sb = new StringBuilder(source);
        if (line > 0) {
            sb.append(':').append(line);
        }
        if (level > 0) {
            sb.append(": level ").append(level);
        }
        return sb.toString();
    }

    /** A whole problem line: {@code source:line: level N: reason}. */
    public String message(String reason) {
        return prefix() + ": " + reason;
    }
}
