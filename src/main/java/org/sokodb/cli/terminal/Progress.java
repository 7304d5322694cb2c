package org.sokodb.cli.terminal;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The one progress line of every long command: a self-redrawing line on stderr, drawn only
 * when stderr is a terminal (whatever stdout is), never wider than the terminal, with a
 * bar, the count so far, the rate and the time left when the total is known, and the item
 * at work (a source name, cut from the left so the file name stays).
 *
 * <p>A ticker thread redraws it five times a second, so the elapsed time moves even while
 * one long query runs. Every other line a command writes while the progress line is up
 * goes through {@link #err()} (and {@link #out()}, when stdout is the same terminal): the
 * progress line is erased first and drawn again on the next tick, so nothing is glued to
 * it. Closing draws the final count (100% when the total is known) and erases the line.
 *
 * <p>Why not a library (me.tongfei:progressbar, the obvious one): it draws from its own
 * thread with no way to erase the bar before another line is printed, and learns the
 * width through JLine's terminal, which is the one on stdout: redirect stdout and it
 * falls back to a dumb terminal. Both are what this class is for.
 */
public final class Progress implements AutoCloseable {
    private static final long TICK_MILLIS = 200;
    /**
     * A command that ends sooner than this never draws: no flicker for a quick run. (The
     * terminal tests set it to 0 to see a quick run's progress line.)
     */
    private static final long FIRST_DRAW_NANOS = TimeUnit.MILLISECONDS.toNanos(
            Long.getLong("sokodb.progress.firstDrawMillis", 400));
    private static final String ERASE = "\r\033[K";

    private final Terminal terminal;
    private final PrintWriter raw;
    private final PrintWriter err;
    private final PrintWriter out;
    private final boolean enabled;
    private final Object lock = new Object();
    /** The clock the elapsed time, the rate and the first draw are read from ({@code System::nanoTime}). */
    private final LongSupplier clock;
    private final long started;
    private final Thread ticker;

    private volatile String label;
    private volatile String unit = "";
    private volatile long total = -1;
    private volatile long done;
    private volatile String itemUnit = "";
    private volatile long items;
    private volatile String detail = "";

    /** Guarded by {@link #lock}: the line is on the screen now. */
    private boolean drawn;
    /** Guarded by {@link #lock}: the line was drawn at least once, so the end is shown too. */
    private boolean everDrawn;
    /** Guarded by {@link #lock}: false while another writer left a line unfinished. */
    private boolean atLineStart = true;
    private boolean closed;

    private Progress(Terminal terminal, PrintWriter err, PrintWriter out, String label) {
        this(terminal, err, out, label, System::nanoTime, true);
    }

    private Progress(Terminal terminal, PrintWriter err, PrintWriter out, String label, LongSupplier clock,
            boolean ticking) {
        this.clock = clock;
        this.started = clock.getAsLong();
        this.terminal = terminal;
        this.raw = VisiblePrintWriter.verbatim(err);
        this.label = label;
        this.enabled = terminal.stderrIsTerminal();
        this.err = enabled ? VisiblePrintWriter.layered(err, Erasing::new, true) : err;
        this.out = enabled && terminal.stdoutIsTerminal() ? VisiblePrintWriter.layered(out, Erasing::new, false) : out;
        if (enabled && ticking) {
            ticker = new Thread(this::tick, "sokodb-progress");
            ticker.setDaemon(true);
            ticker.start();
        } else {
            ticker = null;
        }
    }

    /** A progress line on {@code err} if the terminal has one; {@code label} says what is being done. */
    public static Progress start(Terminal terminal, PrintWriter err, PrintWriter out, String label) {
        return new Progress(terminal, err, out, label);
    }

    /**
     * A progress line with no drawing thread, on {@code clock}: the caller draws with
     * {@link #tickOnce()} (tests, which then never wait for a thread's ticks).
     */
    static Progress withClock(Terminal terminal, PrintWriter err, PrintWriter out, String label, LongSupplier clock) {
        return new Progress(terminal, err, out, label, clock, false);
    }

    /** A progress line for a command with no stdout of its own to protect. */
    public static Progress start(Terminal terminal, PrintWriter err, String label) {
        return new Progress(terminal, err, err, label);
    }

    /** Where every other stderr line goes while this progress line is up. */
    public PrintWriter err() {
        return err;
    }

    /** Where stdout lines go while this progress line is up (erased first when stdout is the same terminal). */
    public PrintWriter out() {
        return out;
    }

    /**
     * The work so far is done and another begins ({@code import}'s sources, then the similarity
     * index): shows the final count of the first as {@link #finish} would (100% when its total
     * is known), then goes on as {@code text} from nothing done, for the caller to give its total.
     */
    public Progress nextPhase(String text) {
        synchronized (lock) {
            if (enabled && !closed && (everDrawn || clock.getAsLong() - started >= FIRST_DRAW_NANOS) && atLineStart) {
                draw(true);
            }
            this.label = text;
            this.done = 0;
            this.detail = "";
        }
        return this;
    }

    /** What is being done now ("counting", "writing"). */
    public Progress label(String text) {
        this.label = text;
        return this;
    }

    /** The count to reach, in {@code noun}s ("sources"); the bar, percentage and time left come with it. */
    public Progress total(long count, String noun) {
        this.total = count;
        this.unit = noun;
        return this;
    }

    /** Counts without a known end ("levels written"). */
    public Progress counting(String noun) {
        this.unit = noun;
        return this;
    }

    /** A second count shown beside the first and used for the rate ("boards" beside "sources"). */
    public Progress items(String noun) {
        this.itemUnit = noun;
        return this;
    }

    public void done(long count) {
        this.done = count;
    }

    public void step() {
        done = done + 1;
    }

    public void items(long count) {
        this.items = count;
    }

    /** The thing at work (a source name), shown escaped ({@link VisibleText}). */
    public void detail(String text) {
        this.detail = VisibleText.of(text);
    }

    private void tick() {
        try {
            while (!closedNow()) {
                Thread.sleep(TICK_MILLIS);
                tickOnce();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private boolean closedNow() {
        synchronized (lock) {
            return closed;
        }
    }

    /** One tick of the drawing: the line is drawn once the first-draw delay has passed, unless another line is unfinished. */
    void tickOnce() {
        synchronized (lock) {
            if (enabled && !closed && atLineStart && clock.getAsLong() - started >= FIRST_DRAW_NANOS) {
                draw(false);
            }
        }
    }

    private void draw(boolean last) {
        long count = last && total >= 0 ? Math.max(done, total) : done;
        raw.print(ERASE + render(terminal.columns(), clock.getAsLong() - started, count));
        raw.flush();
        drawn = true;
        everDrawn = true;
    }

    private void eraseLocked() {
        if (drawn) {
            raw.print(ERASE);
            raw.flush();
            drawn = false;
        }
    }

    /** Erases the line now; the next tick draws it again. */
    public void clear() {
        synchronized (lock) {
            eraseLocked();
        }
    }

    @Override
    public void close() {
        finish();
    }

    /** Shows the final count (100% when the total is known) and erases the line; nothing is drawn after. */
    public void finish() {
        if (!enabled) {
            return;
        }
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            // a command that lasted past the first draw shows its final count, even when it
            // ended between two ticks of the drawing thread
            if ((everDrawn || clock.getAsLong() - started >= FIRST_DRAW_NANOS) && atLineStart) {
                draw(true);
            }
            eraseLocked();
        }
        if (ticker != null) {
            ticker.interrupt();
        }
    }

    /** The line for a terminal of {@code columns}: at most {@code columns - 1} characters, so it never wraps. */
    String render(int columns, long elapsedNanos, long count) {
        int space = columns - 1;
        double seconds = elapsedNanos / 1e9;
        long all = total;
        StringBuilder head = new StringBuilder(label);
        String percent = all > 0 ? String.format(Locale.ROOT, " %3d%%", Math.min(100, count * 100 / all)) : "";
        StringBuilder tail = new StringBuilder();
        if (!unit.isEmpty()) {
            tail.append(' ').append(number(count)).append(all >= 0 ? "/" + number(all) : "").append(' ').append(unit);
        }
        if (!itemUnit.isEmpty()) {
            tail.append(' ').append(number(items)).append(' ').append(itemUnit);
        }
        long rated = itemUnit.isEmpty() ? count : items;
        if (seconds >= 1 && rated > 0 && !(itemUnit.isEmpty() && unit.isEmpty())) {
            tail.append(' ').append(number(Math.round(rated / seconds))).append("/s");
        }
        // the time left once it can be guessed, else the time so far
        if (all > 0 && count > 0 && count < all && seconds >= 2) {
            tail.append(" ETA ").append(clock(seconds * (all - count) / count));
        } else {
            tail.append(' ').append(clock(seconds));
        }
        int fixed = head.length() + percent.length() + tail.length();
        String bar = "";
        if (all > 0) {
            // the bar before the item at work: at 80 columns there is space for both only with a short label
            int width = Math.min(20, space - fixed - 3 - (detail.isEmpty() ? 0 : 16));
            if (width < 10) {
                width = Math.min(20, space - fixed - 3);
            }
            if (width >= 10) {
                int filled = (int) (width * Math.min(count, all) / all);
                bar = " [" + "#".repeat(filled) + "-".repeat(width - filled) + "]";
            }
        }
        String line = head + bar + percent + tail;
        String shown = detail;
        int left = space - line.length() - 2;
        if (!shown.isEmpty() && left >= 12) {
            line = line + "  " + (shown.length() <= left ? shown : "..." + shown.substring(shown.length() - (left - 3)));
        }
        return line.length() <= space ? line : line.substring(0, Math.max(0, space));
    }

    private static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String clock(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /**
     * Passes text through to a stream the progress line shares, erasing the line first. It takes
     * {@code Progress.this.lock}, the drawing's lock: a plain {@code lock} here would name the one
     * every {@link Writer} inherits, and a line could then be written half-way through a drawing.
     */
    private final class Erasing extends Writer {
        private final PrintWriter target;

        Erasing(PrintWriter target) {
            this.target = target;
        }

        /** Every write, strings too ({@code Writer} copies them into a buffer for this). */
        @Override
        public void write(char[] buffer, int offset, int length) {
            if (length == 0) {
                return;
            }
            synchronized (Progress.this.lock) {
                eraseLocked();
                target.write(buffer, offset, length);
                target.flush();
                atLineStart = buffer[offset + length - 1] == '\n';
            }
        }

        @Override
        public void flush() {
            target.flush();
        }

        @Override
        public void close() {
            target.flush();
        }
    }
}
