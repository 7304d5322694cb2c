package org.sokodb.catalog.solutions;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.Catalog;
import org.sokodb.replay.SolutionMetrics;
import org.sokodb.replay.Steps;

/**
 * Writes verified solutions, in one batch per call. A (level, moves) pair is stored once:
 * the insert itself skips moves the level has already, so the same solution read twice, in
 * one input or in two, is counted as already known.
 */
public final class SolutionStore {

    /**
     * What one call stored.
     *
     * @param uniqueIds the Unique-Ids of the levels that received a new solution: the groups
     *     whose other members may now receive it too
     */
    public record Outcome(int stored, int alreadyKnown, Set<String> uniqueIds) {
        static final Outcome NONE = new Outcome(0, 0, Set.of());
    }

    private final SolutionDao dao;

    public SolutionStore(Catalog catalog) {
        this.dao = catalog.dao(SolutionDao.class);
    }

    /**
     * Stores {@code solutions}; {@code levelIds} maps the Exact-Id of each of them to the row
     * id of its level.
     */
    public Outcome store(List<VerifiedSolution> solutions, Map<String, Long> levelIds) {
        if (solutions.isEmpty()) {
            return Outcome.NONE;
        }
        List<SolutionDao.New> rows = new ArrayList<>(solutions.size());
        for (VerifiedSolution s : solutions) {
            rows.add(row(levelIds.get(s.exactId()), s.steps(), s.metrics(), s.source(), s.blockTitle(), s.notes(),
                    Optional.empty()));
        }
        int[] inserted = dao.insertIfNew(rows);
        int stored = 0;
        Set<String> uniqueIds = new LinkedHashSet<>();
        for (int i = 0; i < inserted.length; i++) {
            if (inserted[i] > 0) {
                stored++;
                uniqueIds.add(solutions.get(i).uniqueId());
            }
        }
        return new Outcome(stored, solutions.size() - stored, uniqueIds);
    }

    /** A row for the {@code solution} table; text fields clamped like every other text the catalog keeps. */
    static SolutionDao.New row(long levelId, Steps steps, SolutionMetrics m, String source, String blockTitle,
            String notes, Optional<Long> carriedFrom) {
        return new SolutionDao.New(levelId, steps.letters(), sha256(steps.letters()), m.moves(), m.pushes(),
                m.boxLines(), m.boxChanges(), m.pushingSessions(), m.playerLines(), StoredText.clamp(source),
                StoredText.clamp(blockTitle), StoredText.clamp(notes), carriedFrom);
    }

    /** The SHA-256 of a LURD string, lower-case hex: the key that stores (level, moves) once. */
    public static String sha256(String lurd) {
        try {
            return HexFormat.of().formatHex(
                    MessageDigest.getInstance("SHA-256").digest(lurd.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no SHA-256", e);
        }
    }
}
