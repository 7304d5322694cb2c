package org.sokodb.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.front.CatalogQueries;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.view.DuplicateFilter;
import org.sokodb.catalog.front.view.IndexProgress;
import org.sokodb.catalog.front.view.Near;
import org.sokodb.catalog.front.view.NearMode;
import org.sokodb.cli.output.DupsHtml;
import org.sokodb.cli.output.NearHtml;
import org.sokodb.cli.output.NearProgress;
import org.sokodb.cli.output.NearRows;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.TableWriter;

import picocli.CommandLine;

/** {@code dups --similar P | --normalized | --walls}: the near-duplicate groups, in the {@code dups} columns. */
final class NearDups {
    private NearDups() {
    }

    static int run(DupsCommand c) {
        CommandLine cl = c.catalogOption.commandLine();
        int modes = (c.similar != null ? 1 : 0) + (c.normalized ? 1 : 0) + (c.walls ? 1 : 0);
        if (modes > 1) {
            throw new CommandLine.ParameterException(cl, "--similar, --normalized and --walls cannot be combined");
        }
        if (c.similar != null && (c.similar <= 0 || c.similar > 100)) {
            throw new CommandLine.ParameterException(cl, "--similar must be above 0 and at most 100");
        }
        NearMode mode = c.similar != null ? NearMode.SIMILAR : c.normalized ? NearMode.NORMALIZED : NearMode.WALLS;
        double threshold = c.similar != null ? c.similar : 0;
        try (Progress progress = Progress.start(c.catalogOption.terminal(), cl.getErr(), cl.getOut(),
                "listing near-duplicates");
                OpenCatalog catalog = c.catalogOption.openExisting(progress)) {
            CatalogQueries queries = catalog.queries();
            Optional<String> only = Optional.ofNullable(c.source).map(s -> SourceNames.of(queries).resolve(s));
            if (only.isPresent() && !queries.knowsSource(only.get())) {
                progress.err().println("sokodb: no source '" + c.source + "' in the catalog (see 'sokodb collections')");
                return ExitCodes.REJECTED;
            }
            DuplicateFilter filter = new DuplicateFilter(c.across, only);
            IndexProgress fill = NearProgress.on(progress);
            if (mode == NearMode.SIMILAR) {
                requireMemory(queries.similarMemoryNeeded());
            }
            if (c.html != null) {
                List<Near> rows = new ArrayList<>();
                queries.nearDuplicates(mode, threshold, filter, fill, rows::add);
                progress.finish();
                DupsHtml.printSummary(cl.getOut(), NearHtml.write(c.html, scope(mode, threshold), rows, Optional.empty()));
                return ExitCodes.OK;
            }
            try (TableWriter table = TableWriter.create(progress.out(), c.output.json, "group", "unique_id", "exact_id",
                    "source", "index", "title", "relation", "similarity")) {
                queries.nearDuplicates(mode, threshold, filter, fill, m -> table.row(m.group(), m.uniqueId(), m.exactId(), m.source(),
                        m.index(), m.title(), m.relation(), NearRows.percent(m.similarity())));
            }
        }
        return ExitCodes.OK;
    }

    /**
     * Ends the command before it starts, in one line, when the heap cannot hold what
     * {@code dups --similar} needs (docs/similar.md), with the figure to ask for.
     */
    private static void requireMemory(long needed) {
        long heap = Runtime.getRuntime().maxMemory();
        if (needed > heap) {
            long mib = (needed >> 20) + 1;
            throw new CommandFailedException("dups --similar needs about " + mib + " MiB of memory for this catalog and"
                    + " may use " + (heap >> 20) + " MiB here: run it where " + mib + " MiB are free, with"
                    + " SOKODB_JAVA_OPTS=-Xmx" + mib + "m");
        }
    }

    private static String scope(NearMode mode, double threshold) {
        return switch (mode) {
            case SIMILAR -> "levels at least " + NearRows.percent(threshold) + " % alike";
            case NORMALIZED -> "levels with the same Normalized-Id";
            case WALLS -> "levels with the same Walls-Id (the same maze)";
        };
    }
}
