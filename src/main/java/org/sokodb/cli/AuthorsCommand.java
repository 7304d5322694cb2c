package org.sokodb.cli;

import java.util.List;
import java.util.concurrent.Callable;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.options.AliasesOption;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorTally;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sokodb authors}: every author the catalog's boards name (docs/credits.md). */
@Command(name = "authors", mixinStandardHelpOptions = true,
        description = {"List every author the boards name, one row per person (names compared by the rule of "
                + "docs/credits.md), by name.",
            "Columns: author spellings levels sources credited_elsewhere_to_others copied_uncredited. author is the "
                    + "spelling the most boards use; spellings how many ways it is written; levels and sources how "
                    + "many credit them; credited_elsewhere_to_others of those levels, those another copy credits to "
                    + "someone else; copied_uncredited those with a copy naming no one; learned how names were found to be "
                    + "one person's (the aliases file, a pen name a field states and where, an initial or a word less)."})
final class AuthorsCommand implements Callable<Integer> {

    @Mixin
    JsonOption output;

    @Mixin
    AliasesOption aliases;

    @Option(names = "--suggest-aliases", description = "Instead of the table, the pairs of names the data implies "
            + "are one person (credited to the same levels by different copies again and again), in the --aliases "
            + "file format, each after a comment with its evidence; review them and pass the file back with --aliases")
    boolean suggest;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        Aliases known = aliases.read(catalogOption.err());
        try (Progress progress = Progress.start(catalogOption.terminal(), catalogOption.err(), catalogOption.out(),
                "listing authors");
                OpenCatalog catalog = catalogOption.openExisting(progress)) {
            if (suggest) {
                List<String> lines = catalog.credits().suggestedAliases(known);
                progress.finish();
                lines.forEach(progress.out()::println);
                progress.out().flush();
                return aliases.rejected() ? ExitCodes.REJECTED : ExitCodes.OK;
            }
            List<AuthorTally.AuthorRow> rows = catalog.credits().authors(known);
            progress.finish();
            try (TableWriter table = TableWriter.create(progress.out(), output.json, "author", "spellings", "levels",
                    "sources", "credited_elsewhere_to_others", "copied_uncredited", "learned")) {
                for (AuthorTally.AuthorRow r : rows) {
                    table.row(r.author(), r.spellings().size(), r.levels(), r.sources(), r.creditedElsewhereToOthers(),
                            r.copiedUncredited(), String.join("; ", r.learned()));
                }
            }
        }
        return aliases.rejected() ? ExitCodes.REJECTED : ExitCodes.OK;
    }
}
