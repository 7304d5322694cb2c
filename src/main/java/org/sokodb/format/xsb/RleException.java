package org.sokodb.format.xsb;

/**
 * Run-length encoded text that cannot be expanded: broken syntax, or an expansion over the
 * caller's limit. The message is for humans and names the column.
 */
final class RleException extends Exception {
    private final int column;

    public RleException(String message, int column) {
        super(message, null, false, false);
        this.column = column;
    }

    /** 1-based column in the encoded text where the problem is. */
    public int column() {
        return column;
    }
}
