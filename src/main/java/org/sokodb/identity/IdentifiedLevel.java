package org.sokodb.identity;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;

/** A board read from a source, after parsing and identity: either valid with its ids, or invalid with a reason. */
public sealed interface IdentifiedLevel permits IdentifiedLevel.Valid, IdentifiedLevel.Invalid {

    LevelRecord record();

    /**
     * A board that parsed: closed, one man. It may still be unplayable ({@link Board#playabilityProblem()}).
     *
     * @param near the near-duplicate ids, when whoever identified the board computed them too
     *     (import does, on its identity threads)
     */
    record Valid(LevelRecord record, Board board, LevelIds ids, Optional<NearIds> near) implements IdentifiedLevel {
        public Valid(LevelRecord record, Board board, LevelIds ids) {
            this(record, board, ids, Optional.empty());
        }

        public Valid withNear(NearIds nearIds) {
            return new Valid(record, board, ids, Optional.of(nearIds));
        }
    }

    /**
     * A board that is not a level.
     *
     * @param line the 1-based source line the reason points at (the board's first line
     *     when the problem concerns the whole board)
     */
    record Invalid(LevelRecord record, int line, String reason) implements IdentifiedLevel {
    }

    /** The Unique-Ids of the valid levels among {@code levels}, each once, in their order. */
    static String[] uniqueIds(List<IdentifiedLevel> levels) {
        Set<String> uniqueIds = new LinkedHashSet<>();
        for (IdentifiedLevel l : levels) {
            if (l instanceof Valid v) {
                uniqueIds.add(v.ids().uniqueId());
            }
        }
        return uniqueIds.toArray(new String[0]);
    }
}
