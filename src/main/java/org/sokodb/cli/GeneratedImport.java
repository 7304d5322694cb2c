package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.front.work.ImportListener;
import org.sokodb.catalog.front.work.ImportSummary;
import org.sokodb.catalog.front.work.SourceReport;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.Sources;

/** {@code generate --import}: the written levels go into the catalog as one source, as {@code import} stores any. */
final class GeneratedImport {
    private GeneratedImport() {
    }

    /**
     * Imports {@code file} as {@code baseName}, or {@code baseName-run2}, {@code -run3} … when
     * an earlier run of the same seed that day holds the name: an import under a known name
     * would replace that source.
     */
    static ImportSummary store(OpenCatalog catalog, Path file, String baseName, PrintWriter err) {
        String sourceName = baseName;
        for (int run = 2; catalog.queries().unknownSources(List.of(sourceName)).isEmpty(); run++) {
            sourceName = baseName + "-run" + run;
        }
        Problems problems = new Problems(err);
        ImportSummary totals = catalog.writes().importSource(Sources.named(sourceName, file),
                new ImportListener.Passing() {
                    @Override
                    public Diagnostics diagnostics() {
                        return problems;
                    }

                    @Override
                    public void source(SourceReport report) {
                        err.println("sokodb: imported " + ImportCommand.describe(report));
                    }
                });
        if (problems.count() > 0) {
            // every level was solved and replayed before it was written: a rejection here is a bug
            throw new CommandFailedException("the catalog refused " + problems.count()
                    + " of the generated levels (said above)");
        }
        return totals;
    }
}
