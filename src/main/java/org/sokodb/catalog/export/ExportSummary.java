package org.sokodb.catalog.export;

import java.nio.file.Path;
import java.util.Map;

import org.sokodb.format.xsb.XsbWriter;

/**
 * What an export wrote, and what it left out and why.
 *
 * @param levels levels written
 * @param solvedLevels levels written with at least one solution
 * @param solutions solution blocks written
 * @param normalizedInstead boards written normalised although the board as written was asked for,
 *     because those rows would not read back as a board (run-length encoded rows of floor only)
 */
public record ExportSummary(Path file, XsbWriter.Format format, long levels, long solvedLevels, long solutions,
        long normalizedInstead, LeftOut leftOut) {

    /**
     * What was not exported.
     *
     * @param notLevels boards that are not levels (rejected on import, or an Exact-Id collision), by reason
     * @param unplayable levels that cannot be played, by reason ({@code no box}, {@code boxes ≠ goals});
     *     with {@code --unique} counted once per Unique-Id
     * @param duplicates boards left out by {@code --unique}: a board of the same Unique-Id came first
     * @param unsolved levels left out by {@code --solved}
     * @param solved levels left out by {@code --unsolved}
     * @param unverifiedSolutions stored solutions that did not solve the board they would have gone under
     * @param otherBands levels left out by {@code --band}
     */
    public record LeftOut(Map<String, Long> notLevels, Map<String, Long> unplayable, long duplicates, long unsolved,
            long solved, long unverifiedSolutions, long otherBands) {
        public LeftOut {
            notLevels = Map.copyOf(notLevels);
            unplayable = Map.copyOf(unplayable);
        }
    }
}
