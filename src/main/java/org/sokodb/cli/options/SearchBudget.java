package org.sokodb.cli.options;

import java.io.PrintWriter;
import java.time.Duration;

import org.sokodb.cli.terminal.SizeAndTime;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What a searching command ({@code solve}, {@code optimize}) may spend: {@code --time-limit},
 * {@code --threads}, {@code --memory} and {@code --node-limit}, read and checked one way. How
 * the threads are used is each command's own (its description says it).
 */
public final class SearchBudget {
    @Option(names = "--time-limit", paramLabel = "TIME", converter = SizeAndTime.DurationConverter.class,
            description = "Time per level: seconds (10), or with a unit (10s, 2m). Default: 10s")
    Duration timeLimit = Duration.ofSeconds(10);

    @Option(names = "--threads", paramLabel = "N", description = "Threads, 1 to " + Threads.MAX
            + " (default: one per core)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--memory", paramLabel = "SIZE", converter = SizeAndTime.ByteSizeConverter.class,
            description = "Cap on the search tables of all levels being searched at once (512m, 2g). Default: 1g, "
                    + "or less when the Java heap is small")
    Long memory;

    @Option(names = "--node-limit", paramLabel = "N",
            description = "Also stop each level's search after N positions (verdict timeout): a budget that does "
                    + "not depend on the machine, for comparing versions")
    long nodeLimit = Long.MAX_VALUE;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** The time limit per level. */
    public Duration timeLimit() {
        return timeLimit;
    }

    /**
     * {@code --threads}, 1 to {@link Threads#MAX}.
     *
     * @throws ParameterException otherwise
     */
    public int threads() {
        return Threads.check(spec.commandLine(), threads);
    }

    /**
     * {@code --node-limit}, or no limit ({@link Long#MAX_VALUE}).
     *
     * @throws ParameterException when it is not positive
     */
    public long nodeLimit() {
        if (nodeLimit < 1) {
            throw new ParameterException(spec.commandLine(), "--node-limit must be positive, not " + nodeLimit);
        }
        return nodeLimit;
    }

    /** The memory all the searches together may hold ({@link MemoryCap#of}); a cap cut to the heap is said on {@code err}. */
    public long memoryCap(PrintWriter err) {
        return MemoryCap.of(memory, err);
    }
}
