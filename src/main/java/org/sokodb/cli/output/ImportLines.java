package org.sokodb.cli.output;

import org.sokodb.catalog.imports.ImportSummary;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.solutions.SolutionImportCounts;
import org.sokodb.catalog.sources.BoardCounts;
import org.sokodb.cli.terminal.Counted;

/**
 * The lines that say what an import stored, one per source and one of totals, the same for
 * {@code import}, {@code generate --import} and {@code import-solutions}.
 */
public final class ImportLines {
    private ImportLines() {
    }

    /** "collections/microban.txt: 155 boards: 155 levels (155 new, 0 already known), 0 invalid, 0 duplicates found" */
    public static String source(SourceReport r) {
        return switch (r.outcome()) {
            case IMPORTED -> r.source() + ": " + boards(r.counts());
            case REPLACED -> r.source() + (r.other().isEmpty() ? ": replaced the earlier import of this name: "
                    : ": replaced the earlier import of this file as " + r.other() + ": ") + boards(r.counts());
            case ALREADY_IMPORTED -> r.source() + ": already imported as " + r.other() + ", nothing changed";
            case NOT_IMPORTED -> r.source() + ": not imported (reading failed part way; nothing of it was kept)";
        };
    }

    /** "total: 2 sources imported into sokodb.mv.db; 40 boards: …" */
    public static String totals(ImportSummary t, String catalog) {
        StringBuilder sb = new StringBuilder("total: ").append(Counted.of(t.imported(), "source"))
                .append(" imported into ").append(catalog);
        if (t.alreadyImported() > 0) {
            sb.append(", ").append(t.alreadyImported()).append(" already imported");
        }
        if (t.notImported() > 0) {
            sb.append(", ").append(t.notImported()).append(" not imported");
        }
        return sb.append("; ").append(boards(t.counts())).toString();
    }

    /** The totals of an import none of whose paths could be read: the catalog was not opened (nor created). */
    public static String nothingToRead() {
        return "total: 0 sources imported; nothing to read in the paths given (above), the catalog not opened";
    }

    /** "40 boards: 38 levels (30 new, 8 already known), 2 invalid, 9 duplicates found" */
    static String boards(BoardCounts c) {
        StringBuilder sb = new StringBuilder()
                .append(Counted.of(c.boards(), "board")).append(": ")
                .append(Counted.of(c.levels(), "level")).append(" (").append(c.newLevels()).append(" new, ")
                .append(c.alreadyKnown()).append(" already known), ")
                .append(c.invalid()).append(" invalid, ")
                .append(Counted.of(c.duplicates(), "duplicate")).append(" found");
        if (c.collisions() > 0) {
            sb.append(", ").append(Counted.of(c.collisions(), "Exact-Id collision"));
        }
        if (c.solutions().any()) {
            sb.append("; ").append(solutions(c.solutions()));
        }
        return sb.toString();
    }

    /** "solutions: 104 stored, 89 already known, 1 invalid; 12 carried to duplicates" */
    static String solutions(SolutionCounts s) {
        return "solutions: " + s.stored() + " stored, " + s.alreadyKnown() + " already known, " + s.invalid()
                + " invalid; " + s.carried() + " carried to duplicates";
    }

    /** "sol.txt: 5 lines: 2 stored, 1 already known, 1 invalid, 1 no such level, 0 empty; 3 carried to duplicates" */
    public static String solutionFile(String name, SolutionImportCounts c) {
        return name + ": " + Counted.of(c.lines(), "line") + ": " + c.stored() + " stored, "
                + c.alreadyKnown() + " already known, " + c.invalid() + " invalid, " + c.noSuchLevel()
                + " no such level, " + c.empty() + " empty; " + c.carried() + " carried to duplicates";
    }
}
