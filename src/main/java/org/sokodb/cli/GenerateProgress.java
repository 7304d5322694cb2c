package org.sokodb.cli;

import java.io.PrintWriter;

import org.sokodb.generate.GeneratedLevel;
import org.sokodb.generate.Generator;
import org.sokodb.generate.Rejection;

/**
 * {@code generating: 57 of 128 kept, 412 candidates} on stderr, redrawn in place while a long
 * run goes on; only when there is a terminal, so redirected output stays clean.
 */
final class GenerateProgress implements Generator.Listener {
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintWriter err;
    private final int count;
    private final boolean enabled = System.console() != null;
    private long kept;
    private long candidates;
    private long last;
    private boolean drawn;

    GenerateProgress(PrintWriter err, int count) {
        this.err = err;
        this.count = count;
    }

    @Override
    public void kept(GeneratedLevel level) {
        kept++;
        candidates = level.candidate();
        draw();
    }

    @Override
    public void rejected(long candidate, Rejection why) {
        candidates = candidate;
        draw();
    }

    private void draw() {
        long now = System.nanoTime();
        if (!enabled || (drawn && now - last < REDRAW_NANOS)) {
            return;
        }
        last = now;
        drawn = true;
        err.print("\r\033[Kgenerating: " + kept + " of " + count + " kept, " + candidates + " candidates");
        err.flush();
    }

    void clear() {
        if (drawn) {
            err.print("\r\033[K");
            err.flush();
            drawn = false;
        }
    }
}
