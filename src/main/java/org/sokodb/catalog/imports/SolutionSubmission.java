package org.sokodb.catalog.imports;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.solutions.SolutionSharing;
import org.sokodb.catalog.solutions.SolutionStore;
import org.sokodb.catalog.solutions.VerifiedSolution;
import org.sokodb.solution.Replay;
import org.sokodb.solution.ReplayResult;
import org.sokodb.solution.SolutionLimits;
import org.sokodb.solution.SolutionMetrics;
import org.sokodb.solution.TrailingSteps;

/**
 * One solution for one level, handed in by {@code sokodb serve} (a level played to the end in
 * the browser, or a POST): replayed with the verifier of {@code verify} and
 * {@code import-solutions} (steps after the level is solved trimmed, letter case corrected),
 * stored like {@code import-solutions} stores a line, and carried to the level's duplicates.
 */
public final class SolutionSubmission {

    /** What became of it. */
    public sealed interface Outcome permits Stored, Rejected, NoSuchLevel {
    }

    /**
     * Valid: stored, or already known ({@code added} false).
     *
     * @param carried how many duplicate levels received it too
     * @param detail the verifier's warnings (trimming, case), empty when none
     */
    public record Stored(String exactId, SolutionMetrics metrics, boolean added, int carried, String detail)
            implements Outcome {
    }

    /** Not a solution of the level: the verifier's verdict and reason. */
    public record Rejected(String verdict, String reason) implements Outcome {
    }

    /** The catalog has no level with this Exact-Id. */
    public record NoSuchLevel(String exactId) implements Outcome {
    }

    private final Catalog catalog;

    public SolutionSubmission(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * Checks {@code moves} on the level {@code exactId} and stores them when they solve it.
     *
     * @param source where the moves came from, as {@code show} will print it
     */
    public Outcome submit(String exactId, String moves, String source, String notes) {
        if (moves.length() > SolutionLimits.MAX_TEXT_CHARS) {
            return new Rejected("malformed", "longer than " + SolutionLimits.MAX_TEXT_CHARS + " characters");
        }
        Outcome outcome = catalog.work("storing a solution", () -> catalog.handle().inTransaction(h -> {
            new ImportTurns(catalog, (where, message) -> { }).take(source);
            Optional<StoredLevel> found = catalog.dao(LevelDao.class).withExactId(exactId);
            if (found.isEmpty()) {
                return new NoSuchLevel(exactId);
            }
            StoredLevel level = found.get();
            Board board;
            try {
                board = Board.parse(level.board().lines().toList());
            } catch (BoardException e) {
                return new Rejected("invalid", "the level cannot be played: " + e.getMessage());
            }
            ReplayResult result = Replay.check(board, moves, TrailingSteps.TRIM);
            if (!(result instanceof ReplayResult.Valid v)) {
                return new Rejected(result.verdict().label(), result.detail());
            }
            SolutionStore.Outcome written = new SolutionStore(catalog).store(List.of(new VerifiedSolution(exactId,
                    level.uniqueId(), v.steps(), v.metrics(), source, "", notes)), Map.of(exactId, level.id()));
            int carried = new SolutionSharing(catalog).carryWithin(written.uniqueIds());
            return new Stored(exactId, v.metrics(), written.stored() > 0, carried, v.detail());
        }));
        if (outcome instanceof Stored stored && (stored.added() || stored.carried() > 0)) {
            catalog.makeDurable(); // the server says "stored" only once a kill can no longer take it back
        }
        return outcome;
    }
}
