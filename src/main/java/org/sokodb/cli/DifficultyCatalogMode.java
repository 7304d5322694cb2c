package org.sokodb.cli;

import java.util.List;

import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.difficulty.RatingSummary;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.options.CatalogGroups;
import org.sokodb.cli.output.DifficultyTable;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code difficulty --catalog}, mixed into {@code difficulty}: its options ({@code --catalog},
 * {@code --source}) and the run. Every Unique-Id group with a solution that wants rating is rated
 * and stored by the catalog ({@code catalog.difficulty}), then every rated group is printed.
 */
final class DifficultyCatalogMode {
    @Option(names = "--catalog", description = "Rate the catalog's Unique-Id groups with a solution instead (again "
            + "only those with a newer solution or rated by another estimator version), store the ratings, then "
            + "print every rated group: unique_id, then the columns from difficulty on, without solution")
    boolean catalog;

    @Option(names = "--source", paramLabel = "S", description = "With --catalog: only groups with a level in this "
            + "source (as imported, or a directory or zip it was imported from); repeatable")
    List<String> sources = List.of();

    /** Whether the command works on the catalog: {@code --catalog}, or {@code --source} that goes with it. */
    boolean asked() {
        return catalog || !sources.isEmpty();
    }

    /** The run: rates what wants rating, then prints every rated group of the sources. */
    int run(CatalogOption streams, boolean json, List<String> paths) {
        CommandLine cl = streams.commandLine();
        if (!catalog) {
            throw new ParameterException(cl, "--source goes with --catalog");
        }
        if (!paths.isEmpty()) {
            throw new ParameterException(cl, "--catalog rates the catalog's levels: give no PATH with it");
        }
        try (Progress progress = Progress.start(streams.terminal(), cl.getErr(), cl.getOut(), "rating the catalog");
                OpenCatalog opened = streams.open(progress)) {
            if (!CatalogGroups.allKnown(opened.inventory().unknownSources(sources), progress.err())) {
                return ExitCodes.REJECTED;
            }
            progress.counting("groups").items("rated");
            RatingSummary done = opened.difficulties().rate(sources, progress::items);
            List<GroupDifficulty> rated = opened.difficulties().rated(sources);
            progress.finish();
            try (DifficultyTable table = new DifficultyTable(progress.out(), json)) {
                rated.forEach(table::row);
            }
            progress.err().println("sokodb: rated " + done.replayed() + " groups from their solutions and "
                    + done.fromQuantities() + " again from their stored quantities; " + rated.size() + " rated in all");
            if (done.failed() > 0) {
                progress.err().println("sokodb: " + done.failed() + " groups have no solution that solves their level;"
                        + " not rated");
                return ExitCodes.REJECTED;
            }
            return ExitCodes.OK;
        }
    }
}
