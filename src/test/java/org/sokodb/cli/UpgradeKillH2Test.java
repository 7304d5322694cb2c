package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.sokodb.Alongside;
import org.sokodb.catalog.db.StoppedUpgrade;

/**
 * {@link UpgradeKillContract} on an H2 file, where each statement that changes a table commits
 * on its own; and a catalog that the sokodb before migration 15 was in Java left refused: its
 * upgrade killed half-way, then run again from the top by that sokodb, which failed on what
 * was already done and recorded the failure in Flyway's history (every later command then
 * answered "Validate failed: Migrations have failed validation"). This sokodb recognises the
 * failed row as an interrupted upgrade, repairs the history and finishes the upgrade.
 */
@Alongside
@ResourceLock("UpgradeKillH2Test")
class UpgradeKillH2Test extends UpgradeKillContract {
    /** The class's first catalog of schema 13, copied for every catalog of its three tests. */
    @TempDir
    static Path kept;

    @Override
    String keptDb() {
        return kept.resolve("first").toString();
    }

    @Override
    String freshDb(String name) {
        return dir.resolve(name).toString();
    }

    @Override
    boolean copied(String from, String to) throws IOException {
        Files.copy(Path.of(from + ".mv.db"), Path.of(to + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
        return true;
    }

    @Override
    boolean rollsBackDdl() {
        return false;
    }

    @Override
    List<Integer> killPoints() {
        return List.of(1, 3, 6, StoppedUpgrade.STEPS_FROM_13);
    }

    @Test
    void aCatalogLeftWithAFailedUpgradeByTheEarlierSokodbOpensAgain() throws Exception {
        // killed in 14 between its column and its filling; in 15 after its first column
        for (int step : List.of(1, 3)) {
            String db = older("failed" + step);
            killedAfter(db, step, true);
            String failure = StoppedUpgrade.earlierUpgrade(db);
            String version = step > 2 ? "15" : "14";
            assertTrue(failure.contains("V" + version + "__"), failure);
            List<String> history = StoppedUpgrade.historyFrom14(db);
            assertEquals(version + " SQL false", history.get(history.size() - 1), "the failure recorded: " + history);
            answersAsBefore(db, step > 2 ? 14 : 13, "failed after step " + step);
        }
    }
}
