package org.sokodb.cli;

import java.io.PrintWriter;
import java.util.List;

import org.sokodb.format.Source;
import org.sokodb.format.SourceLocation;
import org.sokodb.format.Sources;

/**
 * One self-redrawing status line on stderr while a long command runs: a bar over the
 * sources, the boards so far, the source being read. Drawn only when there is a terminal
 * to draw on ({@code System.console() != null}); otherwise every call does nothing, so
 * redirected output stays clean.
 */
final class ProgressBar {
    private static final int BAR = 24;
    private static final int WIDTH = 100;
    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintWriter err;
    private final boolean enabled;
    private final int totalSources;
    private int sourcesDone;
    private long boardsDone;
    private long boardsInCurrent;
    private long lastDraw;
    private boolean drawn;

    private ProgressBar(PrintWriter err, boolean enabled, int totalSources) {
        this.err = err;
        this.enabled = enabled;
        this.totalSources = totalSources;
    }

    /** A bar over the sources under {@code paths}, or a silent one when stderr is not a terminal. */
    static ProgressBar forSources(PrintWriter err, List<String> paths) {
        if (System.console() == null) {
            return new ProgressBar(err, false, 0);
        }
        int[] count = {0};
        for (String path : paths) {
            Sources.walk(path, new Sources.Visitor() {
                @Override
                public void source(Source source) {
                    count[0]++;
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                    // reported when the sources are really read
                }

                @Override
                public void note(String where, String message) {
                    // likewise
                }
            });
        }
        return new ProgressBar(err, true, count[0]);
    }

    /** A line for work that is not a list of sources ({@code solve --catalog}), when stderr is a terminal. */
    static ProgressBar forLevels(PrintWriter err) {
        return new ProgressBar(err, System.console() != null, 0);
    }

    /** Reading {@code source} has reached {@code boards} boards. */
    void reading(String source, int boards) {
        boardsInCurrent = boards;
        draw(source);
    }

    /** A source is done (stored or not). */
    void sourceDone(String source, int boards) {
        sourcesDone++;
        boardsDone += boards;
        boardsInCurrent = 0;
        draw(source);
    }

    /** Erases the line so that other output starts on a clean line; the next update draws again. */
    void clear() {
        if (enabled && drawn) {
            err.print("\r\033[K");
            err.flush();
            drawn = false;
        }
    }

    private void draw(String source) {
        if (!enabled) {
            return;
        }
        long now = System.nanoTime();
        if (drawn && now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        int total = Math.max(totalSources, sourcesDone);
        int filled = total == 0 ? 0 : (int) ((long) BAR * sourcesDone / total);
        StringBuilder sb = new StringBuilder(WIDTH + 8);
        sb.append('[').append("#".repeat(filled)).append("-".repeat(BAR - filled)).append("] ")
                .append(sourcesDone).append('/').append(total).append(" sources, ")
                .append(boardsDone + boardsInCurrent).append(" boards  ").append(source);
        String line = sb.length() > WIDTH ? sb.substring(0, WIDTH - 1) + "…" : sb.toString();
        err.print("\r\033[K" + line);
        err.flush();
        drawn = true;
    }
}
