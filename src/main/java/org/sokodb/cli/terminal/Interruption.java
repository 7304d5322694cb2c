package org.sokodb.cli.terminal;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C (or SIGTERM) during a command that writes to the catalog. The JVM runs its
 * shutdown hooks while the command's thread goes on; this hook raises a flag and waits
 * for that thread to see it at its next step ({@link #check()}), roll back what it was
 * doing, close the catalog and say what is kept. Closing the catalog from the command's
 * own thread is what keeps every committed source: H2 writes committed work to the file
 * about every half second, and closing writes the rest. (H2's own shutdown hook, which
 * would close the database under the running import and make it fail with H2's
 * "Database is already closed" message, is off: {@code DB_CLOSE_ON_EXIT=FALSE}.)
 *
 * <p>If the command does not get there within {@link #GRACE_SECONDS} (one long statement, a
 * read that blocks), the hook says what is kept itself and the process ends; the catalog
 * then opens as it was at its last commit.
 */
public final class Interruption implements AutoCloseable {
    public static final int EXIT_CODE = 130;
    private static final int GRACE_SECONDS = 5;

    /** Thrown on the command's thread at its next step after Ctrl-C. */
    public static final class Interrupted extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Interrupted() {
            super("interrupted", null, false, false);
        }
    }

    private final Thread hook;
    private final Runnable sayIfStuck;
    private final Runnable onRequest;
    private final CountDownLatch handled = new CountDownLatch(1);
    private volatile boolean requested;
    private volatile boolean finished;

    private Interruption(Runnable sayIfStuck, Runnable onRequest) {
        this.sayIfStuck = sayIfStuck;
        this.onRequest = onRequest;
        hook = new Thread(this::onShutdown, "sokodb-interrupt");
    }

    /**
     * Watches for Ctrl-C until closed.
     *
     * @param sayIfStuck says what is kept, when the command does not get to say it in time
     */
    public static Interruption install(Runnable sayIfStuck) {
        return install(sayIfStuck, () -> { });
    }

    /**
     * As {@link #install(Runnable)}, and runs {@code onRequest} on Ctrl-C, on the hook's thread,
     * before waiting: for work the command's thread waits on and cannot check itself (a search
     * on another thread, which {@code onRequest} interrupts).
     */
    public static Interruption install(Runnable sayIfStuck, Runnable onRequest) {
        Interruption i = new Interruption(sayIfStuck, onRequest);
        Runtime.getRuntime().addShutdownHook(i.hook);
        return i;
    }

    private void onShutdown() {
        if (finished) {
            return;
        }
        requested = true;
        try {
            onRequest.run();
            if (!handled.await(GRACE_SECONDS, TimeUnit.SECONDS)) {
                sayIfStuck.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Throws {@link Interrupted} once Ctrl-C was pressed. */
    public void check() {
        if (requested) {
            throw new Interrupted();
        }
    }

    public boolean requested() {
        return requested;
    }

    /** The command has said what it kept: the process may end now. */
    public void handled() {
        handled.countDown();
    }

    @Override
    public void close() {
        finished = true;
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down already: the hook is running and waits for handled()
        }
        handled.countDown();
    }
}
