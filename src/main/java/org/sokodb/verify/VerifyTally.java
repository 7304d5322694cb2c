package org.sokodb.verify;

import java.util.EnumMap;
import java.util.Map;

import org.sokodb.replay.SolutionStatus;

/** Counts of a verify run, for the summary line and the exit code. */
public final class VerifyTally {
    private final Map<SolutionStatus, Integer> counts = new EnumMap<>(SolutionStatus.class);
    private long validMoves;
    private long validPushes;
    private int notAccepted;

    void add(VerifyRow row) {
        counts.merge(row.verdict(), 1, Integer::sum);
        if (row.verdict() == SolutionStatus.VALID) {
            row.metrics().ifPresent(m -> {
                validMoves += m.moves();
                validPushes += m.pushes();
            });
        }
        if (!row.accepted()) {
            notAccepted++;
        }
    }

    public int count(SolutionStatus verdict) {
        return counts.getOrDefault(verdict, 0);
    }

    /** Rows that are neither valid solutions nor unsolved saved games. */
    public int notAccepted() {
        return notAccepted;
    }

    /** {@code 193 valid, 3 unsolved, 0 illegal, 0 malformed, 0 missing; valid: 12345 moves, 4567 pushes}. */
    public String summary() {
        StringBuilder sb = new StringBuilder();
        for (SolutionStatus v : SolutionStatus.values()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(count(v)).append(' ').append(v.label());
        }
        return sb.append("; valid: ").append(validMoves).append(" moves, ").append(validPushes).append(" pushes")
                .toString();
    }
}
