package org.sokodb.format.source;

/**
 * Bounds on what is read from one source, so hostile input (a zip bomb, an endless file)
 * ends in a message, not an OutOfMemoryError or a run that never ends.
 *
 * <p>The defaults are far above real collections: the largest published text file is a few
 * MiB, and all 1,505 files of the Boxoban zip inflate to about 160 MB together.
 *
 * @param sourceBytes most bytes read from one file or one zip entry
 * @param archiveBytes most bytes inflated from all entries of one zip archive together
 */
public record SourceLimits(long sourceBytes, long archiveBytes) {
    /** Most bytes read from one file or one zip entry by default: 256 MiB. */
    public static final long MAX_SOURCE_BYTES = 256L << 20;
    /** Most bytes inflated from one zip archive by default: 2 GiB. */
    public static final long MAX_ARCHIVE_BYTES = 2L << 30;
    /** What every command uses. */
    public static final SourceLimits DEFAULT = new SourceLimits(MAX_SOURCE_BYTES, MAX_ARCHIVE_BYTES);

    public SourceLimits {
        if (sourceBytes <= 0 || archiveBytes <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /** A byte count as messages print it: whole MiB, or bytes below one MiB (tests use small limits). */
    static String mib(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : bytes + " bytes";
    }
}
