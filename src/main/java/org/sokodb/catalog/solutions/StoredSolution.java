package org.sokodb.catalog.solutions;

import java.util.Objects;
import java.util.Optional;

import org.sokodb.replay.Optimality;
import org.sokodb.replay.SolutionMetrics;

/**
 * A verified solution kept for a level (a row of the {@code solution} table): the moves as
 * plain LURD in their corrected case, the community's metrics, and where they came from.
 *
 * @param id the row id (stable within one catalog only)
 * @param levelId the row id of the level (Exact-Id) the moves solve
 * @param lurd one letter per step, no RLE, no whitespace: {@code udlr} walk, {@code UDLR} push
 * @param source where the moves came from: {@code file.sok#12} (a block under board 12 of
 *     that source), {@code solutions.txt:12} (line 12 of a one-line-per-level file), or
 *     {@code carried from file.sok#12 (rotated 90°)} for a solution carried to a duplicate
 * @param blockTitle the title of the solution block it was read from (kept when carried);
 *     empty when there was none
 * @param notes the block's notes ({@code Solver:}, {@code Date:} …), kept when carried
 * @param carriedFrom for a carried solution, the row id of the solution it was carried from
 * @param improvedMetric for a solution {@code optimize --catalog} found (or a copy carried from
 *     one), the metric it was made better in, {@code moves} or {@code pushes}; empty otherwise
 * @param beforeMoves with {@code improvedMetric}: the moves of the stored solution it started from
 * @param beforePushes with {@code improvedMetric}: the pushes of that solution
 */
public record StoredSolution(long id, long levelId, String lurd, int moves, int pushes, int boxLines, int boxChanges,
        int pushingSessions, int playerLines, String source, String blockTitle, String notes,
        Optional<Long> carriedFrom, String improvedMetric, int beforeMoves, int beforePushes) {

    public StoredSolution {
        Objects.requireNonNull(lurd);
        Objects.requireNonNull(source);
        Objects.requireNonNull(blockTitle);
        Objects.requireNonNull(notes);
        Objects.requireNonNull(carriedFrom);
        Objects.requireNonNull(improvedMetric);
    }

    /** A solution the optimizer found: {@code before → after}, in {@link #improvedMetric}. */
    public boolean isOptimized() {
        return !improvedMetric.isEmpty();
    }

    /** The metric a search proved it optimal in ({@code moves} or {@code pushes}), as its notes say ({@link Optimality}). */
    public Optional<String> optimal() {
        return Optimality.of(notes);
    }

    public SolutionMetrics metrics() {
        return new SolutionMetrics(moves, pushes, boxLines, boxChanges, pushingSessions, playerLines);
    }

    /** True for a solution carried from a duplicate level rather than read from an input. */
    public boolean isCarried() {
        return carriedFrom.isPresent();
    }

    /** How {@link #source} of a carried solution begins, as the catalog stores it. */
    private static final String CARRIED = "carried from ";

    /**
     * Where it came from, in the words {@code show} and the level page print: {@code from
     * file.sok#12 [Best]}, or for a carried one {@code carried from file.sok#12 (rotated 90°)
     * [Best]} (its {@link #source} already says "carried from": no "from" before it).
     */
    public String origin() {
        String where = !isCarried() ? "from " + source : source.startsWith(CARRIED) ? source : CARRIED + source;
        return blockTitle.isEmpty() ? where : where + " [" + blockTitle + "]";
    }
}
