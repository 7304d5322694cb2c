package org.sokodb.format.source;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * Standard input, named {@code -} on the command line and {@code <stdin>} in messages and
 * in the catalog. It can be read once only, while a source must give a fresh stream each
 * time it is opened (the format is sniffed first), so its bytes are kept, within the same
 * size limit as a file's; a stream whose first bytes say it holds no levels ({@link StreamHead})
 * is refused before the rest is read.
 */
final class StdinSource implements Source {
    static final String NAME = "<stdin>";

    private final SourceLimits limits;
    private final InputStream in;
    private byte[] bytes;

    StdinSource(InputStream in, SourceLimits limits) {
        this.in = in;
        this.limits = limits;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean namedByUser() {
        return true;
    }

    @Override
    public synchronized InputStream open() throws IOException {
        if (bytes == null) {
            try (InputStream limited = new LimitedInputStream(in, limits.sourceBytes(), "file")) {
                byte[] head = StreamHead.read(limited);
                if (StreamHead.cannotBeLevels(head)) {
                    throw SourceException.notALevelFile(NAME, StreamHead.REFUSED);
                }
                byte[] rest = limited.readAllBytes();
                bytes = Arrays.copyOf(head, head.length + rest.length);
                System.arraycopy(rest, 0, bytes, head.length, rest.length);
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        return new ByteArrayInputStream(bytes);
    }
}
