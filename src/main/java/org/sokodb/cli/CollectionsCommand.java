package org.sokodb.cli;

import java.util.concurrent.Callable;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.sources.CollectionSummary;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;

/** {@code sokodb collections}: the imported sources. */
@Command(name = "collections", mixinStandardHelpOptions = true,
        description = {"List the imported sources, in import order.",
            "Columns: source levels new_levels invalid imported_at (then boards duplicates)."})
final class CollectionsCommand implements Callable<Integer> {

    @Mixin
    JsonOption output;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        try (OpenCatalog catalog = catalogOption.openExisting();
                TableWriter table = TableWriter.create(catalogOption.out(), output.json, "source", "levels",
                        "new_levels", "invalid", "imported_at", "boards", "duplicates")) {
            for (CollectionSummary c : catalog.inventory().collections()) {
                table.row(c.source(), c.levels(), c.newLevels(), c.invalid(), c.importedAt().toString(), c.boards(),
                        c.duplicates());
            }
        }
        return ExitCodes.OK;
    }
}
