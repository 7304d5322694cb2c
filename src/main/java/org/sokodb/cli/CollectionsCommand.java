package org.sokodb.cli;

import java.util.concurrent.Callable;

import org.sokodb.catalog.front.CatalogQueries;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.view.CollectionSummary;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sokodb collections}: the imported sources. */
@Command(name = "collections", mixinStandardHelpOptions = true,
        description = {"List the imported sources, in import order.",
            "Columns: source levels new_levels invalid imported_at (then boards duplicates)."})
final class CollectionsCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Write a JSON array instead of TSV")
    boolean json;

    @ParentCommand
    Main main;

    @Mixin
    CatalogOption catalogOption;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        try (OpenCatalog catalog = CatalogAccess.openExisting(main, catalogOption);
                TableWriter table = TableWriter.create(spec.commandLine().getOut(), json, "source", "levels",
                        "new_levels", "invalid", "imported_at", "boards", "duplicates")) {
            for (CollectionSummary c : catalog.queries().collections()) {
                table.row(c.source(), c.levels(), c.newLevels(), c.invalid(), c.importedAt().toString(), c.boards(),
                        c.duplicates());
            }
        }
        return ExitCodes.OK;
    }
}
