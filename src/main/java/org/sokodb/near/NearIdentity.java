package org.sokodb.near;

import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.identity.LevelIds;
import org.sokodb.identity.NearIds;

/**
 * Computes the Normalized-Id and the Walls-Id of boards. Both reuse the Level Identity, so
 * they are canonical over the 8 transforms exactly as the Unique-Id is.
 *
 * <p>Not thread-safe (it holds a {@link LevelIdentity}): one instance per thread.
 */
public final class NearIdentity {
    private final LevelIdentity identity = new LevelIdentity();
    private final Simplifier simplifier = new Simplifier();

    public NearIds of(Board board) {
        return new NearIds(identity.uniqueKey(simplifier.of(board).orElse(board)), wallsKey(board));
    }

    /** The same, for a board whose Unique-Id is known: the Normalized-Id then costs nothing more when nothing simplifies. */
    public NearIds of(Board board, LevelIds ids) {
        Optional<Board> simplified = simplifier.of(board);
        long normalized = simplified.isPresent() ? identity.uniqueKey(simplified.get()) : ids.uniqueKey();
        return new NearIds(normalized, wallsKey(board));
    }

    /** A valid level with its near-duplicate ids added; anything else as it is. */
    public IdentifiedLevel attach(IdentifiedLevel level) {
        return level instanceof IdentifiedLevel.Valid v ? v.withNear(of(v.board(), v.ids())) : level;
    }

    /** The Unique-Id of the simplified level; equal to the Unique-Id when nothing simplifies. */
    public String normalizedId(Board board) {
        return LevelIdentity.hexOf(identity.uniqueKey(simplifier.of(board).orElse(board)));
    }

    /**
     * The Unique-Id of the maze alone: the playable area as empty floor with the man on it.
     * With no box in the way the man's area is the whole playable area, so the id does not
     * depend on where he is put; the Unique-Id's minimum over the 8 transforms makes it
     * canonical.
     */
    public String wallsId(Board board) {
        return LevelIdentity.hexOf(wallsKey(board));
    }

    private long wallsKey(Board board) {
        return identity.uniqueKey(board.maze());
    }
}
