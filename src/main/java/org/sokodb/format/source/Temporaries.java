package org.sokodb.format.source;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The temporary files of {@link AtomicFileWriter} not yet committed or abandoned, so that a JVM
 * asked to stop (Ctrl-C, SIGTERM) deletes them. {@code File.deleteOnExit} for each would keep
 * every name ever written until the JVM ends (its list only grows); here a name is forgotten as
 * soon as its file is committed or deleted. At shutdown one hook hands the names still here to
 * {@code deleteOnExit}, whose deletions run after every shutdown hook has ended: a command that
 * still commits its file after Ctrl-C (optimize, which waits for its thread in its own hook)
 * finds its temporary file there, and a file committed meanwhile is no longer under its
 * temporary name to be deleted.
 */
final class Temporaries {
    private static final Set<Path> LIVE = ConcurrentHashMap.newKeySet();
    private static volatile boolean stopping;

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(Temporaries::onShutdown, "sokodb-temporaries"));
        } catch (IllegalStateException e) {
            stopping = true; // first used while the JVM stops: each file is handed over as it comes
        }
    }

    private Temporaries() {
    }

    static void remember(Path temporary) {
        LIVE.add(temporary);
        if (stopping) {
            handOver(temporary);
        }
    }

    static void forget(Path temporary) {
        LIVE.remove(temporary);
    }

    /** How many temporary files are waiting for their commit or their end (for the tests). */
    static int live() {
        return LIVE.size();
    }

    private static void onShutdown() {
        stopping = true;
        LIVE.forEach(Temporaries::handOver);
    }

    private static void handOver(Path temporary) {
        try {
            temporary.toFile().deleteOnExit();
        } catch (IllegalStateException e) {
            // the JVM's own deletions have begun: nothing is left to hand it to
        }
    }
}
