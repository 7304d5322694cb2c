package org.sokodb.cli.options;

import java.io.PrintWriter;
import java.util.Locale;

/** What the searches of a command ({@code solve}'s tables) may hold at once, from its {@code --memory}. */
final class MemoryCap {
    private MemoryCap() {
    }

    /**
     * {@code --memory} (null when not given: 1 GiB), never more than about two thirds of the
     * heap, so a search gives up before the JVM fails; asking for more is said on {@code err}.
     */
    public static long of(Long memory, PrintWriter err) {
        long heapShare = Runtime.getRuntime().maxMemory() / 3 * 2;
        long wanted = memory == null ? 1L << 30 : memory;
        if (wanted > heapShare) {
            if (memory != null) {
                err.println("sokodb: --memory " + String.format(Locale.ROOT, "%,d", memory >> 20) + " MiB is more than the "
                        + "Java heap allows; using " + (heapShare >> 20) + " MiB (raise -Xmx with SOKODB_JAVA_OPTS)");
            }
            return heapShare;
        }
        return wanted;
    }
}
