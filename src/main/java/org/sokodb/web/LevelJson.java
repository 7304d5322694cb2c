package org.sokodb.web;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.web.draw.DifficultyView;

/**
 * {@code GET /api/v1/levels/ID}: the shape of docs/web.md, written by Jackson as {@link Json}'s
 * records are.
 */
record LevelJson(String exactId, String uniqueId, int width, int height, int boxes, String unplayable, String board,
        List<Occurrence> occurrences, List<Related> sameUniqueId, Json.LevelCreditsJson credits,
        List<Solution> solutions, DifficultyView.Json difficulty, DifficultyView.PlaysJson plays) {
    /**
     * The appearances given of each other Exact-Id of the Unique-Id: every one up to a page's
     * size; beyond it {@code more} is true and {@code /api/v1/levels/EXACT_ID} lists them all.
     */
    static final int MAX_APPEARANCES = ServeSettings.MAX_PAGE_SIZE;

    /** Where a board is: its source (name and number), position, line, title and author; the board itself, for the level's own. */
    record Occurrence(String source, long sourceNumber, int index, int line, String title, String author,
            @JsonInclude(Include.NON_NULL) String board) {
        static Occurrence of(Models.Occurrence oc, boolean withBoard) {
            Appearance a = oc.appearance();
            return new Occurrence(a.source(), oc.sourceNumber(), a.index(), a.line(), a.title(), a.author(),
                    withBoard ? a.board() : null);
        }
    }

    /** Another Exact-Id of the Unique-Id: how it relates, and where it appears (its first boards). */
    record Related(String exactId, String relation, int occurrences, List<Occurrence> appearances, boolean more) {
        static Related of(Models.Related r) {
            return new Related(r.level().level().exactId(), r.relation(), r.occurrences().size(),
                    r.occurrences().subList(0, Math.min(r.occurrences().size(), MAX_APPEARANCES)).stream()
                            .map(oc -> Occurrence.of(oc, false)).toList(),
                    r.occurrences().size() > MAX_APPEARANCES);
        }
    }

    /** A stored solution, numbered as the page numbers it (1 = best by moves), and whether it is best. */
    record Solution(int number, int moves, int pushes, int boxLines, int boxChanges, int pushingSessions,
            int playerLines, String source, String blockTitle, String notes, boolean carried, Improved improved,
            String optimal, String lurd, boolean bestByMoves, boolean bestByPushes) {
        static Solution of(Models.Solution m) {
            StoredSolution s = m.solution();
            return new Solution(m.number(), s.moves(), s.pushes(), s.boxLines(), s.boxChanges(), s.pushingSessions(),
                    s.playerLines(), s.source(), s.blockTitle(), s.notes(), s.isCarried(),
                    s.isOptimized() ? new Improved(s.improvedMetric(), s.beforeMoves(), s.beforePushes()) : null,
                    s.optimal().orElse(null), s.lurd(), m.bestByMoves(), m.bestByPushes());
        }
    }

    /** What the optimizer started from, for a solution it found. */
    record Improved(String metric, int beforeMoves, int beforePushes) {
    }

    /** A board named by {@code SOURCE#INDEX} that is no level, and why. */
    record NotALevel(String exactId, String source, int index, int line, String title, String reason, String board) {
        static NotALevel of(Appearance a) {
            return new NotALevel(null, a.source(), a.index(), a.line(), a.title(), a.reason().orElse(""), a.board());
        }
    }

    /** {@code /api/v1/levels/ID/similar}: the level's near copies among those the index covers. */
    record Similar(String exactId, double threshold, long levelsNotIndexed, List<Row> similar) {
        /** A near copy: how alike (one decimal), which level, where, and how it relates. */
        record Row(double similarity, String exactId, String uniqueId, String source, int index, String title,
                String relation) {
        }
    }

    /** {@code POST /api/v1/levels/ID/solutions}, a solution stored (or known already). */
    record Stored(String verdict, String exactId, boolean stored, int carried, int moves, int pushes, int boxLines,
            int boxChanges, int pushingSessions, int playerLines, String detail) {
    }

    /** {@code POST /api/v1/levels/ID/plays}, a play recorded (201) or not kept ({@code recorded} false, 200, and why). */
    record PlayRecorded(boolean recorded, String exactId, String uniqueId, Integer moves, Integer pushes, Long timeMs,
            Integer undos, Integer restarts, String estimator, Long plays, @JsonInclude(Include.NON_NULL) String reason) {
    }

    /** {@code POST /api/v1/levels/ID/plays}, a body that is no play: why, and the field at fault (absent when the body as a whole is). */
    record BadPlay(int status, String error, @JsonInclude(Include.NON_NULL) String field) {
    }

    /** {@code POST /api/v1/levels/ID/solutions}, a solution refused: why. */
    record Rejected(int status, String verdict, String error) {
    }

    static LevelJson of(Models.Level m) {
        StoredLevel l = m.level().level();
        return new LevelJson(l.exactId(), l.uniqueId(), l.width(), l.height(), l.boxes(), l.unplayable().orElse(null),
                l.board(), m.occurrences().stream().map(oc -> Occurrence.of(oc, true)).toList(),
                m.related().stream().map(Related::of).toList(), Json.LevelCreditsJson.of(m.credits()),
                m.solutions().stream().map(Solution::of).toList(),
                DifficultyView.Json.of(m.difficulty(), !m.solutions().isEmpty()), DifficultyView.PlaysJson.of(m.plays()));
    }
}
