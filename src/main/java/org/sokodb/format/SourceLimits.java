package org.sokodb.format;

/** Bounds on what is read from one source, so hostile input ends in a message, not an OutOfMemoryError. */
public final class SourceLimits {
    /** Most bytes read from one file or one zip entry. */
    public static final long MAX_SOURCE_BYTES = 512L << 20;
    /** Most bytes inflated from all entries of one zip archive together. */
    public static final long MAX_ARCHIVE_BYTES = 4L << 30;

    private SourceLimits() {
    }

    static String mib(long bytes) {
        return (bytes >> 20) + " MiB";
    }
}
