package org.sokodb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.levels.Found;
import org.sokodb.catalog.levels.LevelView;
import org.sokodb.catalog.solutions.BestSolution;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.cli.options.ReplaceOption;
import org.sokodb.cli.output.DifficultyLines;
import org.sokodb.cli.output.ShowSvg;
import org.sokodb.cli.terminal.Counted;
import org.sokodb.cli.terminal.ExitCodes;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Mixin;

/** {@code sokodb show ID}: one level with its ids, every board that is it, and its solutions. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Show a level: the board, its ids, its difficulty, every source it appears in, its solutions.",
            "ID is an Exact-Id, a Unique-Id (every level of that Unique-Id is shown) or SOURCE#INDEX.",
            "The board is shown as the source wrote it (SOURCE#INDEX's, else the first) when that differs from "
                    + "the normalised board, then normalised.",
            "Solutions are listed best by moves first, with their metrics and provenance; the best by moves "
                    + "and the best by pushes are marked.",
            "With --svg FILE, the board is drawn into FILE instead."})
final class ShowCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ID", description = "Exact-Id, Unique-Id, or SOURCE#INDEX (e.g. "
            + "collections/soukoban/Holland_81.xsb#3; any spelling of the source's path finds it)")
    String id;

    @Option(names = "--svg", paramLabel = "FILE",
            description = "Draw the board as a standalone SVG file instead: as SOURCE#INDEX wrote it, "
                    + "else as the level's first source wrote it")
    Path svg;

    @Mixin
    CatalogOption catalogOption;

    @Mixin
    ReplaceOption replace;

    @Override
    public Integer call() {
        if (svg != null) {
            replace.check(svg, "level.svg");
        }
        Optional<Found> found;
        String id;
        Map<String, Optional<GroupDifficulty>> difficulty = new HashMap<>();
        Optional<String> why = Optional.empty();
        try (OpenCatalog catalog = catalogOption.openExisting()) {
            id = catalog.inventory().names().resolveId(this.id.strip());
            found = catalog.levels().find(id);
            if (found.isPresent() && found.get() instanceof Found.Levels levels) {
                levels.levels().forEach(v -> difficulty.computeIfAbsent(v.level().uniqueId(),
                        u -> catalog.difficulties().of(u)));
            } else if (found.isEmpty()) {
                why = catalog.levels().whyNothingAt(id);
            }
        }
        if (found.isEmpty()) {
            catalogOption.err().println("sokodb: nothing in the catalog is called '" + id + "' "
                    + why.map(w -> "(" + w + ")")
                            .orElse("(give an Exact-Id, a Unique-Id or SOURCE#INDEX as listed by 'sokodb dups')"));
            return ExitCodes.REJECTED;
        }
        PrintWriter out = catalogOption.out();
        if (svg != null) {
            return ShowSvg.write(id, found.get(), svg, replace.force(), out, catalogOption.err());
        }
        if (found.get() instanceof Found.NotALevel n) {
            printNotALevel(out, n.appearance());
        } else if (found.get() instanceof Found.Levels levels) {
            boolean first = true;
            for (LevelView v : levels.levels()) {
                if (!first) {
                    out.println();
                }
                first = false;
                print(out, v, id, difficulty.get(v.level().uniqueId()));
            }
        }
        return ExitCodes.OK;
    }

    private static void print(PrintWriter out, LevelView v, String id, Optional<GroupDifficulty> difficulty) {
        StoredLevel l = v.level();
        out.println("Exact-Id:  " + l.exactId());
        out.println("Unique-Id: " + l.uniqueId());
        out.println("Size:      " + l.width() + "×" + l.height() + ", " + l.boxes() + (l.boxes() == 1 ? " box" : " boxes")
                + l.unplayable().map(p -> " (cannot be played: " + p + ")").orElse(""));
        DifficultyLines.print(out, difficulty, !v.solutions().isEmpty());
        out.println();
        Optional<Appearance> written = v.appearances().stream()
                .filter(a -> (a.source() + "#" + a.index()).equals(id))
                .findFirst()
                .or(() -> v.appearances().stream().findFirst());
        if (written.isPresent() && !sameRows(written.get().board(), l.board())) {
            Appearance a = written.get();
            out.println("As written in " + a.source() + "#" + a.index() + ":");
            out.print(indent(a.board()));
            out.println("Normalised:");
        }
        out.print(indent(l.board()));
        out.println();
        out.println("Appears " + times(v.appearances().size()) + ":");
        for (Appearance a : v.appearances()) {
            out.println("  " + a.source() + "#" + a.index() + " (line " + a.line() + ")" + titleAndAuthor(a));
        }
        out.println();
        printSolutions(out, v);
    }

    /** Best by moves first; each with its metrics, where it came from, and the best ones marked. */
    private static void printSolutions(PrintWriter out, LevelView v) {
        Optional<BestSolution> best = v.best();
        if (best.isEmpty()) {
            out.println("Solutions: none stored");
            return;
        }
        out.println("Solutions (" + v.solutions().size() + "):");
        int number = 0;
        for (StoredSolution s : v.solutions()) {
            number++;
            out.println("  " + number + ". " + Counted.of(s.moves(), "move") + ", " + Counted.of(s.pushes(), "push", "pushes") + " (box lines "
                    + s.boxLines() + ", box changes " + s.boxChanges() + ", pushing sessions " + s.pushingSessions()
                    + ", player lines " + s.playerLines() + ")" + mark(best.get(), s));
            out.println("     " + s.origin());
            s.notes().lines().filter(line -> !line.isBlank()).forEach(line -> out.println("     " + line.strip()));
            wrap(s.lurd(), SOLUTION_WIDTH).forEach(line -> out.println("     " + line));
        }
    }

    /** Solution lines stay within 80 columns with their indent. */
    static final int SOLUTION_WIDTH = 70;

    static List<String> wrap(String moves, int width) {
        List<String> lines = new ArrayList<>();
        for (int from = 0; from < moves.length(); from += width) {
            lines.add(moves.substring(from, Math.min(moves.length(), from + width)));
        }
        return lines.isEmpty() ? List.of("") : lines;
    }

    private static boolean sameRows(String a, String b) {
        return a.lines().map(String::stripTrailing).toList().equals(b.lines().map(String::stripTrailing).toList());
    }

    private static String mark(BestSolution best, StoredSolution s) {
        boolean moves = best.isBestByMoves(s);
        boolean pushes = best.isBestByPushes(s);
        if (moves && pushes) {
            return "  [best by moves and by pushes]";
        }
        return moves ? "  [best by moves]" : pushes ? "  [best by pushes]" : "";
    }

    private static void printNotALevel(PrintWriter out, Appearance a) {
        out.println(a.source() + "#" + a.index() + " (line " + a.line() + ")" + titleAndAuthor(a));
        out.println("Not a level: " + a.reason().orElse(""));
        out.println();
        out.print(indent(a.board().endsWith("\n") ? a.board() : a.board() + "\n"));
    }

    private static String titleAndAuthor(Appearance a) {
        String s = a.title().isEmpty() ? "" : "  \"" + a.title() + "\"";
        return a.author().isEmpty() ? s : s + " by " + a.author();
    }

    private static String times(int n) {
        return n == 1 ? "once" : n + " times";
    }

    private static String indent(String board) {
        StringBuilder sb = new StringBuilder();
        board.lines().forEach(line -> sb.append("    ").append(line).append('\n'));
        return sb.toString();
    }
}
