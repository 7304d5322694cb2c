package org.sokodb.catalog.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

import org.sokodb.difficulty.Band;
import org.sokodb.format.xsb.XsbWriter;

/**
 * What {@code sokodb export} is asked to write.
 *
 * @param out the file to write
 * @param format SOK (with solutions), XSB or SLC (without)
 * @param unique one level per Unique-Id: the first imported board of each (among {@code sources})
 * @param solved all levels, only those with a stored solution, or only those without
 * @param sources only boards from these sources (named as for {@code dups --source}); empty: all
 * @param order the order of the levels in the file
 * @param solutions which solutions to write under each level (SOK only: see {@link #solutionsWritten()})
 * @param normalized write the normalised board instead of the board as it was first written
 * @param replace replace {@code out} when it exists
 * @param credit whose name each level is written with: its own board's author, or the first copy's (docs/credits.md)
 * @param bands only levels whose group's stored difficulty is in one of these bands
 *     ({@link Band#UNRATED}: no stored rating); empty: every level
 */
public record ExportRequest(Path out, XsbWriter.Format format, boolean unique, Solved solved, List<String> sources,
        Order order, Solutions solutions, boolean normalized, boolean replace, Credit credit, Set<Band> bands) {

    public ExportRequest {
        sources = List.copyOf(sources);
        bands = bands.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(bands));
    }

    /** The solutions that go into the file: none in XSB, whatever was asked for in SOK. */
    public Solutions solutionsWritten() {
        return format.holdsSolutions() ? solutions : Solutions.NONE;
    }

    /** The simplest export: every playable board, in import order, with the best solutions, format from the name. */
    public static ExportRequest of(Path out) {
        return new ExportRequest(out, XsbWriter.Format.forFileName(out.getFileName().toString()), false, Solved.ANY,
                List.of(), Order.IMPORTED, Solutions.BEST, false, false, Credit.OWN, Set.of());
    }

    /** Which levels, by whether the catalog has a solution for them. */
    public enum Solved {
        ANY, SOLVED, UNSOLVED
    }

    /** The order of the levels in the file; ties keep import order. */
    public enum Order {
        /** The order the boards were imported in. */
        IMPORTED,
        /** Smallest first: width × height of the normalised board. */
        SIZE,
        /** Fewest boxes first. */
        BOXES,
        /** Fewest pushes in the best stored solution first; unsolved levels last. */
        PUSHES,
        /** Easiest first by the group's stored difficulty ({@code difficulty --catalog}); unrated levels last. */
        DIFFICULTY;

        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** As the command line takes it and the help lists it (picocli matches and shows enum constants by this). */
        @Override
        public String toString() {
            return label();
        }
    }

    /** Whose name a level is written with. */
    public enum Credit {
        /** The author of the board written, as its source names it. */
        OWN,
        /** The author of the level's first copy that names one (docs/credits.md, the first-copy rule). */
        FIRST;

        /** As the command line takes it and the help lists it (picocli matches and shows enum constants by this). */
        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Which stored solutions go under a level. */
    public enum Solutions {
        NONE,
        /** The best by moves and the best by pushes (one block when they are the same). */
        BEST,
        /** The best by moves alone. */
        BEST_MOVES,
        /** The best by pushes alone. */
        BEST_PUSHES,
        /** Every solution no other beats on both counts (fewer moves and no more pushes, or the reverse). */
        PARETO,
        /** Every stored solution, best by moves first. */
        ALL;

        /** As the command line takes it and the help lists it (picocli matches and shows enum constants by this). */
        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** In words, for the file notes: "one level per Unique-Id, only levels with a solution, ordered by size". */
    public String describe() {
        List<String> parts = new ArrayList<>();
        parts.add(unique ? "one level per Unique-Id (its first imported board)" : "every playable board");
        if (solved == Solved.SOLVED) {
            parts.add("only levels with a solution");
        } else if (solved == Solved.UNSOLVED) {
            parts.add("only levels without a solution");
        }
        if (!sources.isEmpty()) {
            parts.add("from " + String.join(", ", sources));
        }
        if (order != Order.IMPORTED) {
            parts.add("ordered by " + (order == Order.PUSHES ? "best push count"
                    : order == Order.DIFFICULTY ? "difficulty, easy first" : order.label()));
        }
        if (!bands.isEmpty()) {
            parts.add("only " + bands.stream().sorted().map(Band::words).collect(Collectors.joining(", "))
                    + " levels");
        }
        parts.add(switch (solutionsWritten()) {
            case NONE -> "no solutions";
            case BEST -> "best solutions (by moves, by pushes)";
            case BEST_MOVES -> "the best solution by moves";
            case BEST_PUSHES -> "the best solution by pushes";
            case PARETO -> "the solutions no other beats on both moves and pushes";
            case ALL -> "all solutions";
        });
        if (normalized) {
            parts.add("normalised boards");
        }
        if (credit == Credit.FIRST) {
            parts.add("each level credited to the author of its first copy");
        }
        return String.join(", ", parts);
    }

    public ExportRequest withUnique(boolean u) {
        return new ExportRequest(out, format, u, solved, sources, order, solutions, normalized, replace, credit, bands);
    }

    public ExportRequest withSolved(Solved s) {
        return new ExportRequest(out, format, unique, s, sources, order, solutions, normalized, replace, credit, bands);
    }

    public ExportRequest withSources(List<String> s) {
        return new ExportRequest(out, format, unique, solved, s, order, solutions, normalized, replace, credit, bands);
    }

    public ExportRequest withOrder(Order o) {
        return new ExportRequest(out, format, unique, solved, sources, o, solutions, normalized, replace, credit, bands);
    }

    public ExportRequest withSolutions(Solutions s) {
        return new ExportRequest(out, format, unique, solved, sources, order, s, normalized, replace, credit, bands);
    }

    public ExportRequest withFormat(XsbWriter.Format f) {
        return new ExportRequest(out, f, unique, solved, sources, order, solutions, normalized, replace, credit, bands);
    }

    public ExportRequest withNormalized(boolean n) {
        return new ExportRequest(out, format, unique, solved, sources, order, solutions, n, replace, credit, bands);
    }

    public ExportRequest withCredit(Credit c) {
        return new ExportRequest(out, format, unique, solved, sources, order, solutions, normalized, replace, c, bands);
    }

    public ExportRequest withBands(Set<Band> b) {
        return new ExportRequest(out, format, unique, solved, sources, order, solutions, normalized, replace, credit, b);
    }

    public ExportRequest withReplace(boolean r) {
        return new ExportRequest(out, format, unique, solved, sources, order, solutions, normalized, r, credit, bands);
    }
}
