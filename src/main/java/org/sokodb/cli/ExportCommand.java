package org.sokodb.cli;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

import org.sokodb.catalog.export.ExportListener;
import org.sokodb.catalog.export.ExportRequest;
import org.sokodb.catalog.export.ExportSummary;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.cli.options.ReplaceOption;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.difficulty.Band;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.xsb.XsbWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Mixin;

/** {@code sokodb export --out FILE}: writes levels of the catalog to an SOK, XSB or SLC file, then says what it wrote. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write the playable levels of the catalog to an SOK, XSB or SLC (XML) file, the SOK file with their best solutions.",
            "Boards that are not levels, and levels without a box or with boxes != goals, are never exported; "
                    + "the summary says how many were left out and why.",
            "The file is written under a temporary name and renamed when complete: an interrupted export leaves "
                    + "no partial file.",
            "Exit 2 when FILE exists (without --force) or is a directory, 1 when a stored solution did not "
                    + "verify (it is left out), 3 when FILE cannot be written (its directory must exist)."})
final class ExportCommand implements Callable<Integer> {

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "The file to write (its directory must exist)")
    Path out;

    @Option(names = "--unique", description = "One level per Unique-Id: its first imported board, whose notes "
            + "list the other boards (also in: …)")
    boolean unique;

    @Option(names = "--solved", description = "Only levels with a solution in the catalog")
    boolean solved;

    @Option(names = "--unsolved", description = "Only levels without a solution in the catalog")
    boolean unsolved;

    @Option(names = "--source", paramLabel = "S", description = "Only boards from source S, as imported, or from "
            + "the sources inside directory or zip archive S (repeatable)")
    List<String> sources = new ArrayList<>();

    @Option(names = "--order", paramLabel = "ORDER", defaultValue = "imported",
            description = "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). size: width x height; "
                    + "pushes: the best solution's push count, unsolved last; difficulty: the stored difficulty "
                    + "(difficulty --catalog), easy first, unrated last. Ties keep import order")
    ExportRequest.Order order;

    @Option(names = "--band", paramLabel = "B", description = "Only levels whose stored difficulty is in band B: "
            + "easy, medium, hard, very-hard, or unrated (no stored rating); repeatable")
    List<String> bands = new ArrayList<>();

    @Option(names = "--solutions", paramLabel = "WHICH",
            description = "One of ${COMPLETION-CANDIDATES} (default: best, the best by moves and the best by "
                    + "pushes). SOK only")
    ExportRequest.Solutions solutions;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "One of ${COMPLETION-CANDIDATES} (xsb holds no solutions; slc, the XML of YASC and "
                    + "JSoko, no notes and no solutions). Default: xsb for a FILE named *.xsb, slc for *.slc, else sok")
    XsbWriter.Format format;

    @Option(names = "--normalized", description = "Write the normalised board instead of the board as first written")
    boolean normalized;

    @Option(names = "--credit", paramLabel = "WHOSE", defaultValue = "own",
            description = "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}): each level with its own board's "
                    + "author, or with the author of its first copy that names one (docs/credits.md)")
    ExportRequest.Credit credit;

    @Mixin
    ReplaceOption replace;

    @Mixin
    CatalogOption catalogOption;

    @Override
    public Integer call() {
        ExportRequest request = request();
        replace.check(this.out, "levels.sok");
        ExportSummary summary;
        try (Progress progress = Progress.start(catalogOption.terminal(), catalogOption.err(), "exporting")
                .counting("levels");
                OpenCatalog catalog = catalogOption.openExisting(progress)) {
            Problems problems = new Problems(progress.err());
            List<String> wanted = catalog.inventory().names().resolveAll(sources);
            List<String> unknown = catalog.inventory().unknownSources(wanted);
            if (!unknown.isEmpty()) {
                // An empty file would look like "nothing to export"; a mistyped name deserves a word.
                progress.err().println("sokodb: no source '" + unknown.get(0) + "' in the catalog (see 'sokodb "
                        + "collections')");
                return ExitCodes.REJECTED;
            }
            summary = catalog.exporter().export(request.withSources(wanted), new ExportListener() {
                @Override
                public void progress(long levels) {
                    progress.done(levels);
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                    problems.report(where, reason);
                }

                @Override
                public void note(String message) {
                    OutputFile.note(progress.err(), message);
                }
            });
            progress.finish();
            for (String line : describe(summary)) {
                catalogOption.out().println(line);
            }
            return problems.exitCode();
        } catch (FileAlreadyExistsException e) {
            throw OutputFile.exists(this.out);
        } catch (IOException e) {
            throw OutputFile.cannotWrite(this.out, e);
        }
    }

    /** The options as a request; a wrong combination or value is a usage error (exit 2). */
    private ExportRequest request() {
        if (solved && unsolved) {
            throw usage("--solved and --unsolved exclude each other");
        }
        XsbWriter.Format fileFormat = format == null ? XsbWriter.Format.forFileName(out.getFileName().toString())
                : format;
        ExportRequest.Solutions which = solutions == null ? ExportRequest.Solutions.BEST : solutions;
        if (!fileFormat.holdsSolutions() && solutions != null && which != ExportRequest.Solutions.NONE) {
            throw usage(fileFormat.name() + " files hold no solutions: use --format sok, or leave out --solutions "
                    + solutions);
        }
        return ExportRequest.of(out)
                .withFormat(fileFormat)
                .withUnique(unique)
                .withSolved(solved ? ExportRequest.Solved.SOLVED
                        : unsolved ? ExportRequest.Solved.UNSOLVED : ExportRequest.Solved.ANY)
                .withSources(sources)
                .withOrder(order)
                .withSolutions(which)
                .withNormalized(normalized)
                .withReplace(replace.force())
                .withCredit(credit)
                .withBands(bands());
    }

    /** The bands {@code --band} names; one that is no band is a usage error. */
    private Set<Band> bands() {
        Set<Band> chosen = EnumSet.noneOf(Band.class);
        for (String b : bands) {
            chosen.add(Band.parse(b).orElseThrow(() -> usage("--band takes easy, medium, hard, very-hard or unrated, "
                    + "not " + b)));
        }
        return chosen;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(catalogOption.commandLine(), message);
    }

    /** What was written, then what was left out and why. */
    static List<String> describe(ExportSummary s) {
        List<String> lines = new ArrayList<>();
        StringBuilder wrote = new StringBuilder("wrote ").append(s.file()).append(" (")
                .append(s.format().label()).append("): ").append(Counted.of(s.levels(), "level"));
        if (s.format() == XsbWriter.Format.SOK) {
            wrote.append(", ").append(s.solvedLevels()).append(" with solutions (")
                    .append(Counted.of(s.solutions(), "solution block")).append(')');
        }
        lines.add(wrote.toString());
        if (s.normalizedInstead() > 0) {
            lines.add(Counted.of(s.normalizedInstead(), "board") + " written normalised: the rows as first written "
                    + "would not read back as a board");
        }
        ExportSummary.LeftOut left = s.leftOut();
        List<String> parts = new ArrayList<>();
        long notLevels = left.notLevels().values().stream().mapToLong(Long::longValue).sum();
        if (notLevels > 0) {
            parts.add(notLevels + (notLevels == 1 ? " board that is not a level (" : " boards that are not levels (")
                    + byCount(left.notLevels()) + ")");
        }
        long unplayable = left.unplayable().values().stream().mapToLong(Long::longValue).sum();
        if (unplayable > 0) {
            parts.add(Counted.of(unplayable, "unplayable level") + " (" + byCount(left.unplayable()) + ")");
        }
        if (left.duplicates() > 0) {
            parts.add(Counted.of(left.duplicates(), "duplicate") + " of a level written (--unique)");
        }
        if (left.unsolved() > 0) {
            parts.add(Counted.of(left.unsolved(), "level") + " without a solution (--solved)");
        }
        if (left.solved() > 0) {
            parts.add(Counted.of(left.solved(), "level") + " with a solution (--unsolved)");
        }
        if (left.otherBands() > 0) {
            parts.add(Counted.of(left.otherBands(), "level") + " of another band (--band)");
        }
        if (left.unverifiedSolutions() > 0) {
            parts.add(Counted.of(left.unverifiedSolutions(), "stored solution") + " that did not verify on the board "
                    + "written");
        }
        lines.add("left out: " + (parts.isEmpty() ? "nothing" : String.join("; ", parts)));
        return lines;
    }

    /** "open level 3, no man on the board 1": most frequent first. */
    private static String byCount(Map<String, Long> counts) {
        return counts.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(e -> e.getKey() + " " + e.getValue())
                .reduce((a, b) -> a + ", " + b).orElse("");
    }
}
