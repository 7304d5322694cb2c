package org.sokodb.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.solutions.SolutionImportCounts;
import org.sokodb.cli.output.ImportLines;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.format.source.SourceException;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.verify.SolutionFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Mixin;

/** {@code sokodb import-solutions LEVELS SOLUTIONS}: stores a solver's one-line-per-level output in the catalog. */
@Command(name = "import-solutions", mixinStandardHelpOptions = true,
        description = {"Store the solutions of a one-line-per-level solution file in the catalog.",
            "Line n of SOLUTIONS holds the moves of the n-th board of LEVELS (the pair 'verify LEVELS SOLUTIONS' "
                    + "reads). Each board is matched to the catalog by its Exact-Id; LEVELS itself is not "
                    + "imported, so import it first.",
            "Valid solutions are stored (once per level and moves) and carried to the level's duplicates. "
                    + "Invalid solutions, boards the catalog does not have and missing or extra lines are "
                    + "reported on stderr (exit 1); an empty line means no solution and is not an error.",
            "Prints one summary line."})
final class ImportSolutionsCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "LEVELS", description = "Level file (or directory, zip archive)")
    String levels;

    @Parameters(index = "1", paramLabel = "SOLUTIONS",
            description = "Solution file: one line of moves (LURD, RLE allowed) per board of LEVELS")
    String solutions;

    @Option(names = "--strict", description = "A solution that goes on after the level is solved is invalid "
            + "(default: stored trimmed, with a note)")
    boolean strict;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        PrintWriter out = catalogOption.out();
        Problems problems = new Problems(catalogOption.err());
        if (SourceCount.usable(List.of(levels), problems).isEmpty()) {
            return problems.exitCode(); // the levels file is the one missing, not the solutions
        }
        SolutionFile file;
        try {
            file = SolutionFile.open(solutions);
        } catch (SourceException e) {
            throw new CommandFailedException(e.getMessage());
        }
        SolutionImportCounts counts;
        try (file; OpenCatalog catalog = catalogOption.openExisting()) {
            catalog.requireWritable("import-solutions");
            counts = catalog.solutionImport().trailing(strict ? TrailingSteps.REFUSE : TrailingSteps.TRIM).importFile(levels, file,
                    problems);
        }
        out.println(ImportLines.solutionFile(solutions, counts));
        return problems.exitCode();
    }
}
