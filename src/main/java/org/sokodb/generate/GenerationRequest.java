package org.sokodb.generate;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Objects;

/**
 * One run of the generator.
 *
 * @param room what each candidate is made from
 * @param seed the one source of every random choice: the same request gives the same candidates
 * @param count levels to keep
 * @param minBoxLines a kept level's solution has at least this many box lines
 * @param timeLimit the whole run stops after this, with what it has kept
 * @param candidateTimeLimit what the solver may spend on one candidate
 * @param maxCandidates the run stops after this many candidates, kept or not: parameters
 *     that never give a level end the run instead of looping forever
 * @param threads candidates solved side by side (the levels kept do not depend on it)
 */
public record GenerationRequest(RoomParameters room, long seed, int count, int minBoxLines, Duration timeLimit,
        Duration candidateTimeLimit, long maxCandidates, int threads) {

    public GenerationRequest {
        Objects.requireNonNull(room);
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, not " + count);
        }
        if (timeLimit.isNegative() || timeLimit.isZero() || candidateTimeLimit.isNegative()
                || candidateTimeLimit.isZero()) {
            throw new IllegalArgumentException("time limits must be positive");
        }
        if (maxCandidates < 1) {
            throw new IllegalArgumentException("maxCandidates must be at least 1");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
    }

    /** The name the run's levels are stored under in a catalog, {@code generated/2026-11-22-42}: the day (UTC) and the seed. */
    public String sourceName() {
        return "generated/" + LocalDate.now(ZoneOffset.UTC) + "-" + seed;
    }

    /** Candidates a run may try by default: plenty for any level that can be made at all. */
    public static long defaultMaxCandidates(int count) {
        return Math.max(10_000L, 2_000L * count);
    }
}
