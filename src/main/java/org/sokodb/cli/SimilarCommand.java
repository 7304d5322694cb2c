package org.sokodb.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.Near;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.ReplaceOption;
import org.sokodb.cli.output.DupsHtml;
import org.sokodb.cli.output.NearHtml;
import org.sokodb.cli.output.NearProgress;
import org.sokodb.cli.output.NearRows;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sokodb similar ID}: the catalog's levels like one level, most alike first. */
@Command(name = "similar", mixinStandardHelpOptions = true,
        description = {"List the levels at least --threshold percent like the level ID (docs/similar.md).",
            "Similarity is the share of squares that agree at the best of the 8 transforms and alignments.",
            "One row per board.",
            "Columns: similarity unique_id exact_id source index title transform differing. Most alike first.",
            "The first run after an import fills the similarity index (progress on stderr)."})
final class SimilarCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", description = "Exact-Id, Unique-Id, or SOURCE#INDEX (as 'show' takes it)")
    String id;

    @Option(names = "--threshold", paramLabel = "P", defaultValue = "85",
            description = "Least similarity in percent, 1 to 100 (default: ${DEFAULT-VALUE})")
    double threshold;

    @Mixin
    JsonOption output;

    @Option(names = "--across", description = "Only boards from sources the level itself does not appear in")
    boolean across;

    @Option(names = "--source", paramLabel = "S",
            description = "Only boards from source S (a directory or zip archive covers what is inside)")
    String source;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Write an HTML page drawing the level and every match, differing squares outlined")
    Path html;

    @Mixin
    ReplaceOption replace;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        if (!(threshold > 0 && threshold <= 100)) { // NaN is neither
            throw new CommandLine.ParameterException(catalogOption.commandLine(),
                    "--threshold must be above 0 and at most 100");
        }
        if (html != null && output.json) {
            throw new CommandLine.ParameterException(catalogOption.commandLine(),
                    "--html and --json cannot be combined");
        }
        if (html != null) {
            replace.check(html, "similar.html", DupsHtml.furtherPages(html));
        }
        try (Progress progress = Progress.start(catalogOption.terminal(), catalogOption.err(),
                catalogOption.out(), "finding similar levels");
                OpenCatalog catalog = catalogOption.openExisting(progress)) {
            Optional<StoredLevel> level = catalog.levels().level(id);
            if (level.isEmpty()) {
                progress.err().println("sokodb: no level in the catalog is called '" + id + "' ("
                        + catalog.levels().whyNothingAt(id)
                                .orElse("give an Exact-Id, a Unique-Id or SOURCE#INDEX as listed by 'sokodb dups'") + ")");
                return ExitCodes.REJECTED;
            }
            Optional<String> only = Optional.ofNullable(source).map(s -> catalog.inventory().names().resolve(s));
            if (html != null) {
                List<Near> drawn = catalog.similarLevels().drawn(level.get(), threshold, only, across,
                        NearProgress.on(progress));
                progress.finish();
                DupsHtml.printSummary(catalogOption.out(), progress.err(), NearHtml.write(html,
                        "levels at least " + threshold + " % like " + id, drawn,
                        Optional.of(new NearHtml.Asked(id, level.get())), replace.force()));
                return ExitCodes.OK;
            }
            // row by row as they are read (an answer at a low threshold may hold most of the catalog),
            // the table begun with the first row, after whatever the index's fill said on stderr
            // (a failure half way leaves the table unfinished, a JSON array unclosed: never a whole-looking part)
            TableWriter[] table = {null};
            catalog.similarLevels().eachRow(level.get(), threshold, only, across, NearProgress.on(progress), r -> {
                if (table[0] == null) {
                    table[0] = table(progress);
                }
                table[0].row(NearRows.percent(r.similarity()), r.uniqueId(), r.exactId(), r.source(), r.index(),
                        r.title(), r.match().transform().describe(), r.match().differing());
            });
            (table[0] != null ? table[0] : table(progress)).close();
        }
        return ExitCodes.OK;
    }

    private TableWriter table(Progress progress) {
        return TableWriter.create(progress.out(), output.json, "similarity", "unique_id", "exact_id", "source",
                "index", "title", "transform", "differing");
    }
}
