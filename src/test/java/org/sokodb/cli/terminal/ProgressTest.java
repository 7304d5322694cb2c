package org.sokodb.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;


/** The progress line as drawn: never wider than the terminal, the file name kept, rate and time left. */
class ProgressTest {
    private static final long SECOND = 1_000_000_000L;

    private static Progress progress(StringWriter sink) {
        PrintWriter w = new PrintWriter(sink);
        return Progress.start(Terminal.ofWidth(80), w, w, "importing").total(1509, "sources").items("boards");
    }

    @Test
    void everyWidthFromTwentyToTwoHundredIsRespected() {
        try (Progress p = progress(new StringWriter())) {
            p.done(630);
            p.items(630_000);
            p.detail("/home/someone/levels/boxoban-levels.zip!/boxoban/medium/train/012.txt");
            for (int columns = 20; columns <= 200; columns++) {
                String line = p.render(columns, 12 * SECOND, 630);
                assertTrue(line.length() <= columns - 1, columns + ": " + line);
            }
        }
    }

    @Test
    void theLineSaysTheBarTheCountsTheRateAndTheTimeLeftAndKeepsTheFileName() {
        try (Progress p = progress(new StringWriter())) {
            p.done(630);
            p.items(630_000);
            p.detail("/home/someone/levels/boxoban-levels.zip!/boxoban/medium/train/012.txt");
            String line = p.render(120, 60 * SECOND, 630);
            assertTrue(line.startsWith("importing [########-"), line);
            assertTrue(line.contains(" 41% 630/1,509 sources 630,000 boards 10,500/s ETA 1:24  "), line);
            assertTrue(line.endsWith("/012.txt"), "the end of the name says which file: " + line);
            assertTrue(p.render(80, 60 * SECOND, 630).startsWith("importing [#"), "a bar even at 80 columns");
        }
    }

    @Test
    void withoutATerminalNothingIsWrittenAndOtherLinesPassThrough() {
        StringWriter sink = new StringWriter();
        PrintWriter w = new PrintWriter(sink);
        try (Progress p = Progress.start(Terminal.NONE, w, "exporting").counting("levels")) {
            p.done(5);
            p.err().println("a problem");
        }
        w.flush();
        assertEquals("a problem" + System.lineSeparator(), sink.toString());
    }

    @Test
    void anotherLineErasesTheProgressLineFirstAndTheEndShowsTheWholeCount() {
        StringWriter sink = new StringWriter();
        PrintWriter w = new PrintWriter(sink);
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
        Progress p = Progress.withClock(Terminal.ofWidth(80), w, w, "importing", now::get).total(1509, "sources")
                .items("boards");
        p.done(3);
        p.tickOnce();
        assertEquals("", sink.toString(), "nothing drawn before the first 400 ms");
        now.addAndGet(700_000_000L);
        p.tickOnce(); // the line is drawn
        assertTrue(sink.toString().startsWith("\r\u001b[Kimporting"), sink.toString());
        p.err().println("x.sok:3: level 1: no man on the board");
        p.done(1508);
        p.finish();
        String drawn = sink.toString();
        assertTrue(drawn.contains("\r\u001b[Kx.sok:3: level 1: no man"), "erased before the problem line: " + drawn);
        assertTrue(drawn.contains("1,509/1,509 sources"), "the end shows 100%: " + drawn);
        assertTrue(drawn.endsWith("\r\u001b[K"), "and leaves the line empty: " + drawn);
    }

    /**
     * A command of two phases ({@code import}: its sources, then the similarity index) shows the
     * first's end, 100%, before the second's line, even when no tick fell between them (the
     * import's full bar went missing when the index began at once: ProgressTerminalTest).
     */
    @Test
    void theNextPhaseShowsTheEndOfTheFirst() {
        StringWriter sink = new StringWriter();
        PrintWriter w = new PrintWriter(sink);
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
        Progress p = Progress.withClock(Terminal.ofWidth(80), w, w, "importing", now::get).total(98, "sources")
                .items("boards");
        now.addAndGet(700_000_000L);
        p.done(65);
        p.tickOnce();
        p.done(98);
        p.nextPhase("filling the similarity index").items("");
        p.total(2351, "levels").done(0);
        assertTrue(sink.toString().contains("] 100% 98/98 sources"), sink.toString());
        p.done(2351);
        p.finish();
        assertTrue(sink.toString().contains("filling the similarity index [#"), sink.toString());
        assertTrue(sink.toString().contains("2,351/2,351 levels"), sink.toString());
    }

    /** Another line waits while the progress line is being drawn: it never lands inside the drawing. */
    @Test
    void aLineWrittenDuringADrawingWaitsForIt() throws Exception {
        StringWriter sink = new StringWriter();
        PrintWriter w = new PrintWriter(sink);
        java.util.concurrent.atomic.AtomicBoolean hold = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.CountDownLatch drawing = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        java.util.function.LongSupplier clock = () -> {
            if (hold.get()) { // read by the drawing, which holds the progress line's lock
                drawing.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return SECOND;
            }
            return 0;
        };
        Progress p = Progress.withClock(Terminal.ofWidth(80), w, w, "importing", clock).counting("sources");
        hold.set(true);
        Thread drawer = new Thread(p::tickOnce);
        drawer.start();
        drawing.await();
        Thread writer = new Thread(() -> p.err().println("x.sok:3: level 1: no man on the board"));
        writer.start();
        while (writer.isAlive() && writer.getState() != Thread.State.BLOCKED) {
            Thread.onSpinWait();
        }
        boolean waited = writer.isAlive();
        release.countDown();
        drawer.join();
        writer.join();
        p.finish();
        assertTrue(waited, "the line was written while the progress line was being drawn");
        String drawn = sink.toString();
        assertTrue(drawn.indexOf("importing") < drawn.indexOf("x.sok:3"), drawn);
    }
}
