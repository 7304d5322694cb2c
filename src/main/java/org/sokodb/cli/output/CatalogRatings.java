package org.sokodb.cli.output;

import java.util.List;

import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.difficulty.RatingSummary;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;

/**
 * {@code difficulty --catalog} once the catalog is open: every Unique-Id group of the sources
 * that wants rating rated and stored by the catalog ({@code catalog.difficulty}), then every
 * rated group printed ({@link DifficultyTable}), and on stderr what the run did.
 */
public final class CatalogRatings {
    private CatalogRatings() {
    }

    /** Rates and prints; the exit code (1 when a source is unknown or a group could not be rated). */
    public static int run(OpenCatalog opened, List<String> sources, boolean json, Progress progress) {
        List<String> unknown = opened.inventory().unknownSources(sources);
        if (!unknown.isEmpty()) {
            progress.err().println("sokodb: no source '" + unknown.get(0) + "' in the catalog (see 'sokodb collections')");
            return ExitCodes.REJECTED;
        }
        progress.counting("groups").items("rated");
        RatingSummary done = opened.difficulties().rate(sources, progress::items);
        List<GroupDifficulty> rated = opened.difficulties().rated(sources);
        progress.finish();
        try (DifficultyTable table = new DifficultyTable(progress.out(), json)) {
            rated.forEach(table::row);
        }
        progress.err().println("sokodb: rated " + Counted.of(done.replayed(), "group")
                + (done.replayed() == 1 ? " from its solutions and " : " from their solutions and ")
                + done.fromQuantities() + " again from their stored quantities; " + rated.size() + " rated in all");
        if (done.failed() > 0) {
            progress.err().println("sokodb: " + (done.failed() == 1 ? "1 group has no solution that solves its level"
                    : done.failed() + " groups have no solution that solves their level") + "; not rated");
            return ExitCodes.REJECTED;
        }
        return ExitCodes.OK;
    }
}
