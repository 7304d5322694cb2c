package org.sokodb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.CatalogSize;
import org.sokodb.catalog.CollectionSummary;
import org.sokodb.catalog.Inventory;

import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sokodb stats}: how much the catalog holds. */
@Command(name = "stats", mixinStandardHelpOptions = true,
        description = {"Show the size of the catalog: levels, boards, duplicate groups, and counts per source."})
final class StatsCommand implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CatalogSize s;
        try (Catalog catalog = CatalogAccess.openExisting(main)) {
            s = new Inventory(catalog).compute();
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("sources:            " + s.collections().size());
        out.println("boards:             " + s.boards());
        out.println("levels:             " + s.levels() + " (distinct Exact-Ids)");
        out.println("invalid boards:     " + s.invalid());
        out.println("duplicate groups:   " + s.duplicateGroups() + " (holding " + s.boardsInGroups() + " boards)");
        out.println("solutions:          " + s.solutions());
        out.println();
        try (TableWriter table = TableWriter.create(out, false, "source", "boards", "levels", "new_levels",
                "invalid", "duplicates")) {
            for (CollectionSummary c : s.collections()) {
                table.row(c.source(), c.boards(), c.levels(), c.newLevels(), c.invalid(), c.duplicates());
            }
        }
        return ExitCodes.OK;
    }
}
