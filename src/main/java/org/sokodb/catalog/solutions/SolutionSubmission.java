package org.sokodb.catalog.solutions;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionLimits;
import org.sokodb.replay.TrailingSteps;

/**
 * One solution for one level, handed in by {@code sokodb serve} (a level played to the end in
 * the browser, or a POST): replayed with the verifier of {@code verify} and
 * {@code import-solutions} (steps after the level is solved trimmed, letter case corrected),
 * stored like {@code import-solutions} stores a line, and carried to the level's duplicates.
 */
public final class SolutionSubmission {

    private final Catalog catalog;

    public SolutionSubmission(Catalog catalog) {
        this.catalog = catalog;
    }

    /**
     * Checks {@code moves} on the level {@code exactId} and stores them when they solve it.
     *
     * @param source where the moves came from, as {@code show} will print it
     */
    public SolutionOutcome submit(String exactId, String moves, String source, String notes) {
        if (moves.length() > SolutionLimits.MAX_TEXT_CHARS) {
            return new SolutionOutcome.Rejected("malformed", "longer than " + SolutionLimits.MAX_TEXT_CHARS + " characters");
        }
        SolutionOutcome outcome = catalog.work("storing a solution", () -> catalog.handle().inTransaction(h -> {
            new ImportTurns(catalog, (where, message) -> { }).take(source);
            Optional<StoredLevel> found = catalog.dao(LevelDao.class).withExactId(exactId);
            if (found.isEmpty()) {
                return new SolutionOutcome.NoSuchLevel(exactId);
            }
            StoredLevel level = found.get();
            Board board;
            try {
                board = Board.parse(level.board().lines().toList());
            } catch (BoardException e) {
                return new SolutionOutcome.Rejected("invalid", "the level cannot be played: " + e.getMessage());
            }
            ReplayResult result = Replay.check(board, moves, TrailingSteps.TRIM);
            if (!(result instanceof ReplayResult.Valid v)) {
                return new SolutionOutcome.Rejected(result.verdict().label(), result.detail());
            }
            SolutionStore.Outcome written = new SolutionStore(catalog).store(List.of(new VerifiedSolution(exactId,
                    level.uniqueId(), v.steps(), v.metrics(), source, "", notes)), Map.of(exactId, level.id()));
            int carried = new SolutionSharing(catalog).carryWithin(written.uniqueIds());
            String lurd = v.steps().letters();
            StoredSolution kept = catalog.dao(SolutionDao.class).ofLevel(level.id()).stream()
                    .filter(s -> s.lurd().equals(lurd)).findFirst().orElseThrow();
            return new SolutionOutcome.Stored(exactId, kept, written.stored() > 0, carried, v.detail());
        }));
        if (outcome instanceof SolutionOutcome.Stored stored && (stored.added() || stored.carried() > 0)) {
            catalog.makeDurable(); // the server says "stored" only once a kill can no longer take it back
        }
        return outcome;
    }
}
