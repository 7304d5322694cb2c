package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTotals;
import org.sokodb.catalog.Importer;
import org.sokodb.catalog.SourceReport;
import org.sokodb.format.SourceLocation;
import org.sokodb.format.Sources;

/** {@code generate --import}: the written levels go into the catalog as one source, as {@code import} stores any. */
final class GeneratedImport {
    private GeneratedImport() {
    }

    static ImportTotals store(Catalog catalog, Path file, String sourceName, PrintWriter err) {
        Problems problems = new Problems(err);
        ImportTotals totals = new Importer(catalog).importSource(Sources.named(sourceName, file),
                new Importer.Listener() {
                    @Override
                    public void source(SourceReport report) {
                        err.println("sokodb: imported " + ImportCommand.describe(report));
                    }

                    @Override
                    public void problem(SourceLocation where, String reason) {
                        problems.report(where, reason);
                    }

                    @Override
                    public void note(String where, String message) {
                        problems.note(where, message);
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
