package org.sokodb.cli;

import java.util.concurrent.Callable;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.sources.CatalogSize;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sokodb stats}: how much the catalog holds, as one row (the counts per source are in {@code collections}). */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = {"Show the size of the catalog as one row of counts.",
            "Columns: sources boards levels invalid duplicate_groups boards_in_groups solutions. levels counts "
                    + "distinct Exact-Ids; boards_in_groups the boards of the duplicate groups. The same counts "
                    + "per source: 'sokodb collections'."})
final class StatsCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Write a JSON array (of one object) instead of TSV")
    boolean json;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        CatalogSize s;
        try (Progress progress = Progress.start(catalogOption.terminal(), catalogOption.err(), "counting");
                OpenCatalog catalog = catalogOption.openExisting(progress)) {
            s = catalog.inventory().compute();
        }
        try (TableWriter table = TableWriter.create(catalogOption.out(), json, "sources", "boards", "levels",
                "invalid", "duplicate_groups", "boards_in_groups", "solutions")) {
            table.row(s.sources(), s.boards(), s.levels(), s.invalid(), s.duplicateGroups(),
                    s.boardsInGroups(), s.solutions());
        }
        return ExitCodes.OK;
    }
}
