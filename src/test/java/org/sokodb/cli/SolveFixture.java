package org.sokodb.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Symmetry;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;

/**
 * Level files for the tests of {@code solve --catalog}, made of shipped levels that the solver
 * solves in a fraction of a second (Grigr 2001 levels 5, 16, 17: under 100 positions each;
 * XSokoban screen 1: a few hundred), a rotated copy of one, and a level no one can solve.
 */
final class SolveFixture {
    static final String GRIGR = "collections/soukoban/Grigr2001_100.xsb";
    static final String SCREEN_1 = "collections/xsokoban/screen.1";
    /** The box is in a corner that is not a goal: the solver proves it unsolvable at once. */
    static final List<String> DEAD = List.of("#####", "#$  #", "# @.#", "#####");

    private SolveFixture() {
    }

    /** The rows of the boards at these 1-based indices of a shipped source, in that order. */
    static List<List<String>> boards(String source, int... indices) {
        List<LevelRecord> all = new ArrayList<>();
        LevelSources.read(List.of(source), LevelSources.Handler.of(all::add, new Diagnostics() {
            @Override
            public void problem(SourceLocation where, String reason) {
                throw new IllegalStateException(where + ": " + reason);
            }

            @Override
            public void note(String where, String message) {
                // nothing a shipped file says matters here
            }
        }));
        List<List<String>> out = new ArrayList<>();
        for (int i : indices) {
            out.add(all.get(i - 1).rows());
        }
        return out;
    }

    /** {@code rows} rotated 90° clockwise: a different Exact-Id, the same Unique-Id. */
    static List<String> rotated(List<String> rows) {
        try {
            return Board.parse(rows).transform(Symmetry.ROTATE_90).toXsb().lines().toList();
        } catch (BoardException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** Writes the boards as an XSB file, titled 1, 2, … */
    static Path write(Path file, List<List<String>> boards) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < boards.size(); i++) {
            sb.append("; ").append(i + 1).append("\n\n");
            boards.get(i).forEach(r -> sb.append(r).append('\n'));
            sb.append('\n');
        }
        try {
            Files.writeString(file, sb, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }

    /** The rows of a TSV output, without its header, split into columns. */
    static List<String[]> rows(String tsv) {
        return tsv.lines().skip(1).map(l -> l.split("\t", -1)).toList();
    }
}
