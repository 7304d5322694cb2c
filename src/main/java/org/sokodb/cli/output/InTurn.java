package org.sokodb.cli.output;

import java.util.function.Consumer;

import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.SourceLocation;

/**
 * Problems and notes said in their turn among results that come in input order
 * ({@link LevelQueue}, {@link OrderedPool}): each waits for the results of the levels read
 * before it, then goes to {@code problems} below the progress line.
 */
public final class InTurn implements Diagnostics {
    private final Consumer<Runnable> then;
    private final Progress progress;
    private final Problems problems;

    /** @param then runs an action once the results added before it are delivered ({@code queue::then}) */
    public InTurn(Consumer<Runnable> then, Progress progress, Problems problems) {
        this.then = then;
        this.progress = progress;
        this.problems = problems;
    }

    @Override
    public void problem(SourceLocation where, String reason) {
        then.accept(() -> {
            progress.clear();
            problems.report(where, reason);
        });
    }

    @Override
    public void note(String where, String message) {
        then.accept(() -> {
            progress.clear();
            problems.note(where, message);
        });
    }
}
