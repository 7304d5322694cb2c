package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.near.IndexProgress;
import org.sokodb.catalog.near.Near;
import org.sokodb.catalog.near.NearDuplicates;
import org.sokodb.catalog.near.NearMode;
import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.ReplaceOption;
import org.sokodb.cli.output.DupsHtml;
import org.sokodb.cli.output.NearHtml;
import org.sokodb.cli.output.NearProgress;
import org.sokodb.cli.output.NearRows;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;

/** {@code sokodb dups}: every board whose Unique-Id more than one board has, group by group. */
@Command(name = "dups", mixinStandardHelpOptions = true,
        description = {"List duplicate levels: one row per board, for every Unique-Id seen more than once.",
            "Columns: group unique_id exact_id source index title relation. Largest groups first; relation says "
                    + "how a board differs from the first of its group (same board, rotated 90°, mirrored, man "
                    + "elsewhere, …). A group keeps its number when --source or --across leave others out.",
            "With --html, a web page that draws every board instead."})
final class DupsCommand implements Callable<Integer> {

    @Mixin
    JsonOption output;

    @Option(names = "--across", description = "Only groups whose boards come from two sources or more")
    boolean across;

    @Option(names = "--source", paramLabel = "S",
            description = "Only groups with a board from source S (a directory or zip archive covers what is inside; "
                    + "any spelling of the path finds it)")
    String source;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Write a self-contained HTML page drawing every group instead of the table; a large "
                    + "report continues in FILE-2.html, FILE-3.html … beside it")
    Path html;

    @Option(names = "--similar", paramLabel = "P",
            description = "Group levels at least P percent alike instead (docs/similar.md); adds a similarity column")
    Double similar;

    @Option(names = "--normalized", description = "Group levels that share a Normalized-Id instead (the same level "
            + "once squares no solution needs are filled); adds a similarity column")
    boolean normalized;

    @Option(names = "--walls", description = "Group levels that share a Walls-Id instead (the same maze, boxes and "
            + "goals elsewhere); adds a similarity column")
    boolean walls;

    @Mixin
    CatalogOption catalogOption;

    @Mixin
    ReplaceOption replace;

    @Override
    public Integer call() {
        if (html != null && output.json) {
            throw new CommandLine.ParameterException(catalogOption.commandLine(),
                    "--html and --json cannot be combined");
        }
        if (html != null) {
            replace.check(html, "dups.html", DupsHtml.furtherPages(html));
        }
        Optional<NearMode> near = nearMode();
        PrintWriter err = catalogOption.err();
        try (Progress progress = Progress.start(catalogOption.terminal(), err, catalogOption.out(),
                near.isPresent() ? "listing near-duplicates" : "listing duplicates");
                OpenCatalog catalog = catalogOption.openExisting(progress)) {
            Optional<String> only = Optional.ofNullable(source).map(s -> catalog.inventory().names().resolve(s));
            if (only.isPresent() && !catalog.duplicates().knowsSource(only.get())) {
                // An empty list would look like "no duplicates"; a mistyped name deserves a word.
                progress.err().println("sokodb: no source '" + source + "' in the catalog (see 'sokodb collections')");
                return ExitCodes.REJECTED;
            }
            DuplicateFilter filter = new DuplicateFilter(across, only);
            if (near.isPresent()) {
                near(near.get(), catalog.nearDuplicates(), filter, progress);
                return ExitCodes.OK;
            }
            if (html != null) {
                progress.label("writing the report").counting("groups");
                var summary = DupsHtml.write(catalog.duplicates(), filter, html, replace.force(), progress);
                progress.finish();
                DupsHtml.printSummary(catalogOption.out(), progress.err(), summary);
                return ExitCodes.OK;
            }
            try (TableWriter table = TableWriter.create(progress.out(), output.json, "group", "unique_id",
                    "exact_id", "source", "index", "title", "relation")) {
                catalog.duplicates().forEach(filter, m -> table.row(m.group(), m.uniqueId(), m.exactId(), m.source(),
                        m.index(), m.title(), m.relation()));
            }
        }
        return ExitCodes.OK;
    }

    /** {@code --similar P}, {@code --normalized} or {@code --walls}, at most one; none: the Unique-Id groups. */
    private Optional<NearMode> nearMode() {
        CommandLine cl = catalogOption.commandLine();
        int modes = (similar != null ? 1 : 0) + (normalized ? 1 : 0) + (walls ? 1 : 0);
        if (modes > 1) {
            throw new CommandLine.ParameterException(cl, "--similar, --normalized and --walls cannot be combined");
        }
        if (similar != null && !(similar > 0 && similar <= 100)) { // NaN is neither
            throw new CommandLine.ParameterException(cl, "--similar must be above 0 and at most 100");
        }
        return modes == 0 ? Optional.empty()
                : Optional.of(similar != null ? NearMode.SIMILAR : normalized ? NearMode.NORMALIZED : NearMode.WALLS);
    }

    /** The near-duplicate groups of {@code mode}, in the {@code dups} columns and a similarity column. */
    private void near(NearMode mode, NearDuplicates near, DuplicateFilter filter, Progress progress) {
        double threshold = similar != null ? similar : 0;
        IndexProgress fill = NearProgress.on(progress);
        if (mode.measured()) {
            requireMemory(near.similarMemoryNeeded());
        }
        if (html != null) {
            List<Near> rows = new ArrayList<>();
            near.groups(mode, threshold, filter, fill, rows::add);
            progress.finish();
            DupsHtml.printSummary(catalogOption.out(), catalogOption.err(),
                    NearHtml.write(html, NearHtml.scope(mode, threshold), rows, Optional.empty(), replace.force()));
            return;
        }
        try (TableWriter table = TableWriter.create(progress.out(), output.json, "group", "unique_id", "exact_id",
                "source", "index", "title", "relation", "similarity")) {
            near.groups(mode, threshold, filter, fill, m -> table.row(m.group(), m.uniqueId(), m.exactId(),
                    m.source(), m.index(), m.title(), m.relation(), NearRows.percent(m.similarity())));
        }
    }

    /**
     * Ends the command before it starts, in one line, when the heap cannot hold what
     * {@code dups --similar} needs (docs/similar.md), with the figure to ask for.
     */
    private static void requireMemory(long needed) {
        long heap = Runtime.getRuntime().maxMemory();
        if (needed > heap) {
            long mib = (needed >> 20) + 1;
            // the JVM gives a program less than -Xmx (the collector keeps a part of the young
            // space aside: 94 % of a 500 MiB heap), so the figure to ask for has space for that
            long ask = (mib * 5 / 4 + 15) / 16 * 16;
            throw new CommandFailedException("dups --similar needs about " + mib + " MiB of memory for this catalog and"
                    + " may use " + (heap >> 20) + " MiB here: run it where " + ask + " MiB are free, with"
                    + " SOKODB_JAVA_OPTS=-Xmx" + ask + "m");
        }
    }
}
