package org.sokodb.cli;

import java.io.PrintWriter;

import org.sokodb.catalog.NearIndex;

/**
 * Progress of a near-duplicate fill on stderr: redrawn in place on a terminal, otherwise
 * one line when it starts and one when it ends (a log should say that the wait was a fill).
 */
final class NearProgress implements NearIndex.Progress {
    private final PrintWriter err;
    private final boolean terminal = System.console() != null;
    private long lastDrawn;

    NearProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void report(String what, long done, long total) {
        long now = System.nanoTime();
        boolean edge = done == 0 || done == total;
        if (terminal) {
            if (edge || now - lastDrawn > 200_000_000L) {
                err.print("\rfilling the " + what + " (once): " + done + " of " + total + " levels"
                        + (done == total ? "\n" : ""));
                err.flush();
                lastDrawn = now;
            }
        } else if (edge) {
            err.println("filling the " + what + " (once): " + done + " of " + total + " levels");
            err.flush();
        }
    }
}
