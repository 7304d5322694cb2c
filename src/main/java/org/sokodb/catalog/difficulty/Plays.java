package org.sokodb.catalog.difficulty;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.difficulty.DifficultyEstimator;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionLimits;
import org.sokodb.replay.TrailingSteps;

/**
 * People's own measure (docs/difficulty.md, "People's own measure"), the face
 * {@code catalog.front.OpenCatalog} hands out: a play finished on the play page of
 * {@code serve --allow-write --record-plays} recorded once its moves are replayed and solve the
 * level, the count and median time of a group's plays, and the rated groups with enough plays
 * to compare with their {@code D}.
 *
 * <p>What the catalog keeps is bounded whatever a client sends: {@link #MAX_PER_LEVEL} plays a
 * group (its median is settled long before) and {@link #MAX_PLAYS} in all (a row of eight numbers and a
 * date and its index entry a play: of the order of 100 MB at most); beyond either a play is not kept and the answer says so.
 * The server bounds the rate as well (docs/web.md).
 */
public final class Plays {
    /** The most plays kept of one Unique-Id group. */
    public static final int MAX_PER_LEVEL = 1_000;
    /** The most plays kept in the catalog. */
    public static final long MAX_PLAYS = 1_000_000;

    private final Catalog catalog;
    private final String estimator;
    private final int maxPerLevel;
    private final long maxPlays;

    public Plays(Catalog catalog) {
        this(catalog, MAX_PER_LEVEL, MAX_PLAYS);
    }

    /** With other bounds on what is kept (tests). */
    Plays(Catalog catalog, int maxPerLevel, long maxPlays) {
        this.catalog = catalog;
        this.estimator = DifficultyEstimator.current().version();
        this.maxPerLevel = maxPerLevel;
        this.maxPlays = maxPlays;
    }

    private PlayDao dao() {
        return catalog.dao(PlayDao.class);
    }

    /**
     * Replays {@code play}'s moves on the level {@code exactId} and records the play when they
     * solve it (steps after the solved position trimmed, as {@code verify} trims them).
     */
    public PlayOutcome record(String exactId, Play play) {
        if (play.solution().length() > SolutionLimits.MAX_TEXT_CHARS) {
            return new PlayOutcome.Rejected("malformed", "longer than " + SolutionLimits.MAX_TEXT_CHARS + " characters");
        }
        PlayOutcome outcome = catalog.work("recording a play", () -> catalog.handle().inTransaction(h -> {
            Optional<StoredLevel> found = catalog.dao(LevelDao.class).withExactId(exactId);
            if (found.isEmpty()) {
                return new PlayOutcome.NoSuchLevel(exactId);
            }
            StoredLevel level = found.get();
            Board board;
            try {
                board = Board.parse(level.board().lines().toList());
            } catch (BoardException e) {
                return new PlayOutcome.Rejected("invalid", "the level cannot be played: " + e.getMessage());
            }
            ReplayResult result = Replay.check(board, play.solution(), TrailingSteps.TRIM);
            if (!(result instanceof ReplayResult.Valid v)) {
                return new PlayOutcome.Rejected(result.verdict().label(), result.detail());
            }
            long before = dao().countOf(level.uniqueId());
            if (before >= maxPerLevel) {
                return new PlayOutcome.Full("this level has " + maxPerLevel + " plays recorded, as many as the catalog"
                        + " keeps of one level");
            }
            if (dao().count() >= maxPlays) {
                return new PlayOutcome.Full("the catalog has " + maxPlays + " plays recorded, as many as it keeps");
            }
            dao().insert(level.uniqueId(), estimator, play.timeMillis(), v.metrics().moves(), v.metrics().pushes(),
                    play.undos(), play.restarts());
            return new PlayOutcome.Recorded(exactId, level.uniqueId(), v.metrics().moves(), v.metrics().pushes(),
                    play.timeMillis(), play.undos(), play.restarts(), estimator, before + 1);
        }));
        if (outcome instanceof PlayOutcome.Recorded) {
            catalog.makeDurable();
        }
        return outcome;
    }

    /** The plays of one group: how many, and their median time. */
    public PlayTimes of(String uniqueId) {
        return catalog.work("reading plays", () -> dao().timesOf(uniqueId)).stream().findFirst()
                .map(PlayDao.Times::times).orElse(new PlayTimes(0, Double.NaN));
    }

    /** The rated groups with at least {@code minPlays} plays, by Unique-Id: what {@code bench/plays.sh} compares. */
    public List<PlayedLevel> rated(int minPlays) {
        return catalog.read("reading plays", () -> {
            List<PlayDao.Times> played = dao().played(Math.max(1, minPlays));
            Map<String, DifficultyDao.Row> rows = new HashMap<>();
            catalog.dao(DifficultyDao.class).stored(played.stream().map(PlayDao.Times::uniqueId).toArray(String[]::new))
                    .forEach(r -> rows.put(r.uniqueId(), r));
            return played.stream().filter(t -> rows.containsKey(t.uniqueId()))
                    .map(t -> new PlayedLevel(t.uniqueId(), t.times(), GroupDifficulty.of(rows.get(t.uniqueId()))))
                    .toList();
        });
    }
}
