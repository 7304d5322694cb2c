package org.sokodb.catalog;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.solution.SolutionPick;

/**
 * Where {@code export} gets the solutions of a level: every stored solution of every level
 * with the same Unique-Id, each with the board it solves, ready to be carried to the board
 * being written. The one place that knows how the catalog keeps solutions.
 */
final class ExportSolutions {
    private final ExportDao dao;

    ExportSolutions(Catalog catalog) {
        this.dao = catalog.dao(ExportDao.class);
    }

    /** The candidates for each of these Unique-Ids (absent: none stored). */
    Map<String, List<SolutionPick.Candidate>> of(Collection<String> uniqueIds) {
        Map<String, List<SolutionPick.Candidate>> out = new HashMap<>();
        if (uniqueIds.isEmpty()) {
            return out;
        }
        Map<String, Board> boards = new HashMap<>();
        for (ExportDao.Solution s : dao.solutionsOf(uniqueIds.toArray(new String[0]))) {
            Board solved = boards.computeIfAbsent(s.exactId(), k -> parse(s.board()));
            out.computeIfAbsent(s.uniqueId(), k -> new ArrayList<>())
                    .add(new SolutionPick.Candidate(solved, s.lurd(), s.notes()));
        }
        return out;
    }

    private static Board parse(String normalized) {
        try {
            return Board.parse(normalized.lines().toList());
        } catch (BoardException e) {
            throw new IllegalStateException("a stored normalised board does not parse: " + e.getMessage(), e);
        }
    }
}
