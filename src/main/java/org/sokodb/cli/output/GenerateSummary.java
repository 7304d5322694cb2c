package org.sokodb.cli.output;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.sokodb.cli.terminal.Counted;
import org.sokodb.generate.GenerationRequest;
import org.sokodb.generate.GenerationResult;
import org.sokodb.generate.Rejection;

/** The last lines of {@code generate} on stderr: what was kept, what was thrown away and why, why it stopped. */
public final class GenerateSummary {
    private GenerateSummary() {
    }

    public static void print(PrintWriter err, GenerationRequest request, GenerationResult result) {
        for (String line : lines(request, result)) {
            err.println(line);
        }
        err.flush();
    }

    static List<String> lines(GenerationRequest request, GenerationResult result) {
        List<String> lines = new ArrayList<>();
        double seconds = result.elapsed().toNanos() / 1e9;
        lines.add(String.format(Locale.ROOT, "sokodb: kept %d of %s in %.1f s (%s, seed %d)",
                result.levels().size(), Counted.of(result.candidates(), "candidate"), seconds, request.room().describe(), request.seed()));
        List<String> why = new ArrayList<>();
        for (Rejection r : Rejection.values()) {
            long n = result.rejectedFor(r);
            if (n > 0) {
                why.add(n + " " + r.description());
            }
        }
        lines.add("sokodb: rejected: " + (why.isEmpty() ? "none" : String.join("; ", why)));
        if (result.levels().size() < request.count()) {
            lines.add("sokodb: only " + result.levels().size() + " of the " + Counted.of(request.count(), "level") + " asked for: "
                    + switch (result.stop()) {
                        case TIME_LIMIT -> "the time limit of " + shown(request.timeLimit()) + " passed";
                        case CANDIDATE_LIMIT -> "no more candidates allowed (" + request.maxCandidates()
                                + "; these parameters rarely or never make a level)";
                        case INTERRUPTED -> "interrupted";
                        case COUNT_REACHED -> "?";
                    });
        }
        return lines;
    }

    /** {@code 250 ms}, {@code 90 s}, {@code 10 min}: as a person would give the limit. */
    public static String shown(Duration d) {
        long ms = d.toMillis();
        if (ms < 1000 || ms % 1000 != 0) {
            return ms + " ms";
        }
        long s = ms / 1000;
        return s % 60 != 0 || s < 60 ? s + " s" : s / 60 + " min";
    }
}
