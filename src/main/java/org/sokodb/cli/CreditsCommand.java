package org.sokodb.cli;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.catalog.credits.CreditCopy;
import org.sokodb.catalog.credits.CreditFilter;
import org.sokodb.catalog.credits.CreditGroup;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.options.AliasesOption;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorNames;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sokodb credits}: the levels whose copies disagree about who made them (docs/credits.md). */
@Command(name = "credits", mixinStandardHelpOptions = true,
        description = {"Who made a level, as every copy of it says: every Unique-Id group whose copies disagree "
                + "about its author, one row per board.",
            "Columns: group unique_id verdict source index title author first why (then similarity with --similar). "
                    + "Verdict conflict: the copies name different people; uncredited: some copies name none; variant "
                    + "(--variants): the same people in other spellings. why: each credit with its sources. first "
                    + "marks the copy that came first and says how it was told: import (the copy imported first) or "
                    + "date (the copy imported first declares a date: the earliest date the files declare). Groups "
                    + "in the order of dups (largest first), with its numbers. Author names are compared by the rule "
                    + "of docs/credits.md."})
final class CreditsCommand implements Callable<Integer> {

    @Mixin
    JsonOption output;

    @Option(names = "--source", paramLabel = "S",
            description = "Only groups with a board from source S (a directory or zip archive covers what is inside)")
    String source;

    @Option(names = "--author", paramLabel = "NAME", description = "Only groups where NAME is one of the authors; a NAME that names no one, or whom no board "
                    + "credits, is an error")
    String author;

    @Option(names = "--conflicts-only", description = "Only groups whose copies name different authors")
    boolean conflictsOnly;

    @Option(names = "--variants", description = "Also groups whose copies name the same people in other spellings "
            + "(an initial, a pen name; verdict variant)")
    boolean variants;

    @Option(names = "--similar", paramLabel = "P",
            description = "Also levels at least P percent alike credited to different authors (verdict near); adds "
                    + "a similarity column")
    Double similar;

    @Mixin
    AliasesOption aliases;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        if (similar != null && !(similar > 0 && similar <= 100)) { // NaN is neither
            throw new CommandLine.ParameterException(catalogOption.commandLine(),
                    "--similar must be above 0 and at most 100");
        }
        if (author != null && AuthorNames.key(author).isEmpty()) {
            catalogOption.err().println("sokodb: --author '" + author + "' names no one by the name rule of "
                    + "docs/credits.md");
            return ExitCodes.REJECTED;
        }
        Aliases known = aliases.read(catalogOption.err());
        try (Progress progress = Progress.start(catalogOption.terminal(), catalogOption.err(), catalogOption.out(),
                "listing credits");
                OpenCatalog catalog = catalogOption.openExisting(progress)) {
            Optional<String> only = Optional.ofNullable(source).map(s -> catalog.inventory().names().resolve(s));
            if (only.isPresent() && !catalog.duplicates().knowsSource(only.get())) {
                progress.err().println("sokodb: no source '" + source + "' in the catalog (see 'sokodb collections')");
                return ExitCodes.REJECTED;
            }
            if (author != null && !catalog.credits().knowsAuthor(author, known)) {
                progress.err().println("sokodb: no board in the catalog credits '" + author + "' (see 'sokodb authors')");
                return ExitCodes.REJECTED;
            }
            List<CreditGroup> groups = catalog.credits().groups(new CreditFilter(only, Optional.ofNullable(author),
                    conflictsOnly, Optional.ofNullable(similar), known, variants));
            progress.finish();
            String[] columns = similar == null
                    ? new String[] {"group", "unique_id", "verdict", "source", "index", "title", "author", "first", "why"}
                    : new String[] {"group", "unique_id", "verdict", "source", "index", "title", "author", "first", "why",
                        "similarity"};
            try (TableWriter table = TableWriter.create(progress.out(), output.json, columns)) {
                for (CreditGroup g : groups) {
                    for (CreditCopy c : g.copies()) {
                        Object first = c.first().map(b -> b.word()).orElse(null);
                        if (similar == null) {
                            table.row(g.number(), c.uniqueId(), g.ruling().word(), c.source(), c.index(), c.title(),
                                    c.author(), first, g.why());
                        } else {
                            table.row(g.number(), c.uniqueId(), g.ruling().word(), c.source(), c.index(), c.title(),
                                    c.author(), first, g.why(), c.similarity().map(CreditsCommand::percent).orElse(null));
                        }
                    }
                }
            }
        }
        return aliases.rejected() ? ExitCodes.REJECTED : ExitCodes.OK;
    }

    /** One decimal, as {@code dups --similar} writes it. */
    private static String percent(double p) {
        return String.format(Locale.ROOT, "%.1f", p);
    }
}
