package org.sokodb.catalog.db;

import java.util.List;
import java.util.Set;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.CoreErrorCode;
import org.flywaydb.core.api.ErrorCode;
import org.flywaydb.core.api.output.ValidateOutput;

/**
 * An upgrade of the schema that a kill cut short, and which upgrades may be killed at all.
 *
 * <p>H2 commits every statement that changes a table on its own, and Flyway cannot wrap a
 * migration in a transaction there: a migration killed half-way keeps the statements it ran.
 * Flyway then runs it again from the top at the next open, and if a statement it already ran
 * fails (a column added twice), it records the migration as failed and refuses the catalog
 * from then on. So every migration from schema 12 on can be run again from its start whatever
 * part of it a kill left done ({@link #RERUNNABLE}): each step asks the schema first, or is
 * such that doing it twice is doing it once. On PostgreSQL each migration is one transaction
 * with its history row ({@link Dialect#rollsBackDdl}, {@link Schema#flyway}): a kill leaves
 * both undone, and every upgrade is safe to kill.
 *
 * <p>A catalog that an earlier sokodb left with a failed migration (its file ran again after a
 * kill, and failed) is repaired here, when the failure is that of a migration that can run
 * again: Flyway's {@code repair} takes the failed row out of its history and records the
 * checksums of this build's migrations (migration 14 gained its question, migration 15 is in
 * Java now), and the upgrade goes on from where the kill stopped it.
 */
final class InterruptedUpgrade {
    /**
     * The migrations that can run again from their start whatever part of them a kill left done:
     * 5 is one DELETE; 12 and 13 only set what they set again; 14 adds its column only if it is
     * missing and fills it whole; 15 converts only the columns that are still text; 16 and 17
     * create their table and index only if they are missing; 18 adds its column only if it is
     * missing, and its delete and its NOT NULL do nothing the second time; 19 creates its table
     * only if it is missing and sets its storage again; 20 creates its index only if it is
     * missing. Those before 12 are older than every
     * catalog made since 2026-11-25 and are not in this set: on H2 a kill while they run may leave
     * a catalog no command opens.
     */
    static final Set<Integer> RERUNNABLE = Set.of(5, 12, 13, 14, 15, 16, 17, 18, 19, 20);

    /** What Flyway's validation says of a migration that a kill, or the file it once was, left behind. */
    private static final Set<ErrorCode> LEFT_BEHIND = Set.of(CoreErrorCode.FAILED_VERSIONED_MIGRATION,
            CoreErrorCode.CHECKSUM_MISMATCH, CoreErrorCode.TYPE_MISMATCH, CoreErrorCode.DESCRIPTION_MISMATCH);

    private InterruptedUpgrade() {
    }

    /**
     * Whether an upgrade from schema {@code from} to {@code to} on {@code dialect} can be
     * killed at any moment and go on at the next open.
     */
    static boolean safeToKill(int from, int to, Dialect dialect) {
        if (dialect.rollsBackDdl()) {
            return true;
        }
        for (int version = from + 1; version <= to; version++) {
            if (!RERUNNABLE.contains(version)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Repairs Flyway's history of the catalog when all it finds wrong is what an interrupted
     * upgrade of a migration that can run again left there; anything else is left for
     * {@code migrate} to refuse, as Flyway words it.
     */
    static void repair(Flyway flyway) {
        List<ValidateOutput> wrong = flyway.validateWithResult().invalidMigrations.stream()
                .filter(m -> m.errorDetails == null
                        || m.errorDetails.errorCode != CoreErrorCode.RESOLVED_VERSIONED_MIGRATION_NOT_APPLIED)
                .toList();
        if (!wrong.isEmpty() && wrong.stream().allMatch(InterruptedUpgrade::leftBehindByAKill)) {
            flyway.repair();
        }
    }

    /** A complaint about a migration that can run again, of a kind a kill or its earlier form leaves. */
    private static boolean leftBehindByAKill(ValidateOutput complaint) {
        return complaint.errorDetails != null && LEFT_BEHIND.contains(complaint.errorDetails.errorCode)
                && complaint.version != null && complaint.version.matches("\\d+")
                && RERUNNABLE.contains(Integer.parseInt(complaint.version));
    }
}
