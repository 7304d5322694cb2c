package org.sokodb.generate;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

import org.sokodb.difficulty.Band;

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
 * @param bands a kept level's difficulty is in one of these bands (every band when empty);
 *     never {@link Band#UNRATED}: every kept level is solved, so every one is rated
 * @param order how the kept levels are ranked
 */
public record GenerationRequest(RoomParameters room, long seed, int count, int minBoxLines, Duration timeLimit,
        Duration candidateTimeLimit, long maxCandidates, int threads, Set<Band> bands, Order order) {

    /** How the kept levels are ranked. */
    public enum Order {
        /** Most box lines first, then most box changes, then most pushes: the hardest by the solution's measures. */
        BEST,
        /** Easy first by the difficulty estimate (its {@code D}), as a collection is played. */
        DIFFICULTY
    }

    /** Every band, best first. */
    public GenerationRequest(RoomParameters room, long seed, int count, int minBoxLines, Duration timeLimit,
            Duration candidateTimeLimit, long maxCandidates, int threads) {
        this(room, seed, count, minBoxLines, timeLimit, candidateTimeLimit, maxCandidates, threads, Set.of(),
                Order.BEST);
    }

    public GenerationRequest {
        Objects.requireNonNull(room);
        Objects.requireNonNull(order);
        bands = bands.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(bands));
        if (bands.contains(Band.UNRATED)) {
            throw new IllegalArgumentException("a generated level is solved: it is never unrated");
        }
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

    /** Whether a level of this band is kept. */
    public boolean keeps(Band band) {
        return bands.isEmpty() || bands.contains(band);
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
