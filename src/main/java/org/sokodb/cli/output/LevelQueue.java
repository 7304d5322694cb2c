package org.sokodb.cli.output;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;

/**
 * The loop of a command over the levels it reads ({@code solve PATH…}, {@code difficulty
 * PATH…}), apart from where levels come from, what is done with each and where results go:
 * each playable level's work runs a few at a time ({@link OrderedPool}), and its result is
 * handed to the {@link Sink} in the order the levels were added, with other ordered actions
 * (problem reports) in between, so the table follows the input. (The catalog's solving hands
 * each result over as it finishes, to store it at once: that loop is the catalog's,
 * {@code catalog.solving.CatalogSolver}.)
 *
 * <p>{@link #stop()} (Ctrl-C) interrupts the work under way, which ends with what it has (a
 * search: verdict {@code interrupted}), and the levels added after get no work: each goes to
 * {@link Sink#notDone}, in its turn, so that {@code solve --out} still gets every level.
 *
 * @param <R> what the work on one level gives
 */
public final class LevelQueue<R> implements AutoCloseable {

    /** The work on one level, on a thread of the queue. */
    public interface Work<R> {
        R on(LevelRecord record, Board board);
    }

    /** Receives each level's result, on the thread that adds levels. */
    public interface Sink<R> {
        void done(LevelRecord record, Board board, R result);

        /** The work failed on this level (a bug, or the heap ran out); the run goes on. */
        void failed(LevelRecord record, String reason);

        /** The level's turn came after {@link #stop()}: no work was done on it. Nothing by default. */
        default void notDone(LevelRecord record, Board board) {
        }
    }

    private final OrderedPool<R> pool;
    private final Work<R> work;
    private final String failure;
    private final Sink<R> sink;
    /** The threads working now, for {@link #stop()} to interrupt. */
    private final Set<Thread> working = ConcurrentHashMap.newKeySet();
    private volatile boolean stopped;

    /**
     * @param parallel how many levels are worked on at once
     * @param threadName the name of the queue's threads
     * @param failure what a failed level's line says before its cause: {@code the solver failed}
     */
    public LevelQueue(int parallel, String threadName, Work<R> work, String failure, Sink<R> sink) {
        this.pool = new OrderedPool<>(parallel, threadName);
        this.work = work;
        this.failure = failure;
        this.sink = sink;
    }

    public void add(LevelRecord record, Board board) {
        pool.add(() -> run(record, board), new OrderedPool.Delivery<>() {
            @Override
            public void accept(R result) {
                if (result == null) {
                    sink.notDone(record, board);
                } else {
                    sink.done(record, board, result);
                }
            }

            @Override
            public void failed(Throwable cause) {
                sink.failed(record, failure + ": " + cause);
            }
        });
    }

    /**
     * Adds the record's board when it is a playable level; otherwise its problem goes to
     * {@code problems} in its turn, below the progress line ({@code source:line: level N:
     * reason}), unless the queue is stopped: a level read after Ctrl-C is carried, not judged.
     */
    public void addPlayable(LevelRecord record, Problems problems, Progress progress) {
        String reason;
        int line = record.line();
        if (record.rejection().isPresent()) {
            reason = record.rejection().get();
        } else {
            try {
                Board board = Board.parse(record.rows());
                var problem = board.playabilityProblem();
                if (problem.isEmpty()) {
                    add(record, board);
                    return;
                }
                reason = "not a playable level: " + problem.get();
            } catch (BoardException e) {
                reason = e.getMessage();
                line = record.lineOfRow(e.row());
            }
        }
        if (stopped) {
            return;
        }
        SourceLocation where = new SourceLocation(record.source(), line, record.index());
        String why = reason;
        then(() -> {
            progress.clear();
            problems.report(where, why);
        });
    }

    /** The work's result, or null when the level's turn came after {@link #stop()}. */
    private R run(LevelRecord record, Board board) {
        if (stopped) {
            return null;
        }
        Thread self = Thread.currentThread();
        working.add(self);
        try {
            // a stop between the first look and joining the set did not see this thread: look again
            return stopped ? null : work.on(record, board);
        } finally {
            working.remove(self);
            Thread.interrupted(); // a stop that came as the work ended is not the next level's
        }
    }

    /**
     * Ctrl-C: the work under way ends with what it has, the levels not started get none. Safe
     * from any thread (the shutdown hook's).
     */
    public void stop() {
        stopped = true;
        working.forEach(Thread::interrupt);
    }

    /** Runs {@code action} after every level added so far has been delivered. */
    public void then(Runnable action) {
        pool.then(action);
    }

    /** Delivers everything still pending. */
    public void finish() {
        pool.finish();
    }

    @Override
    public void close() {
        pool.close();
    }
}
