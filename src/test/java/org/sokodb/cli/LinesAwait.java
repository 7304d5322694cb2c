package org.sokodb.cli;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/** Waiting on the lines a running command prints, for {@link Processes} and {@link CliInThread}. */
final class LinesAwait {
    /** What is left to read of a command that has ended, read before the lines are judged a last time. */
    interface Rest {
        void read() throws InterruptedException;
    }

    private LinesAwait() {
    }

    /**
     * Waits until {@code lines} pass {@code until}, the command ends ({@code running} false: then
     * {@code rest} is read and the lines are judged once more), or two minutes pass.
     */
    static boolean until(List<String> lines, Predicate<List<String>> until, BooleanSupplier running, Rest rest)
            throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < end) {
            if (until.test(lines)) {
                return true;
            }
            if (!running.getAsBoolean()) {
                rest.read();
                return until.test(lines);
            }
            Thread.sleep(2);
        }
        return false;
    }
}
