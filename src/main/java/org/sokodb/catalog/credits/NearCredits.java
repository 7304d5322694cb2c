package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.credits.CreditJudge;
import org.sokodb.credits.LeaderGroups;
import org.sokodb.credits.Ruling;
import org.sokodb.near.Grid;
import org.sokodb.near.PackedPairs;
import org.sokodb.near.Similarity;
import org.sokodb.near.Sketch;

/**
 * Near copies credited to another author ({@code credits --similar P}): among the levels some
 * board credits, those at least P % alike grouped as {@code dups --similar P} groups levels
 * (around leaders, in import order), and of those groups the ones whose levels name people that
 * do not agree (what one level's boards name, together, against another's). A level no board
 * credits is in no such group: it credits no other author.
 */
final class NearCredits {
    private static final int SLICE = 500;

    private final CreditReading read;

    NearCredits(CreditReading read) {
        this.read = read;
    }

    /** The groups {@code filter} keeps, largest first, numbered from {@code firstNumber}. */
    List<CreditGroup> list(int firstNumber) {
        List<CreditDao.Board> levels = representatives();
        List<Grid> grids = levels.stream().map(l -> Grid.of(board(l.board()))).toList();
        long[] pairs = PackedPairs.alike(grids, Sketch.PAIRS, read.filter().similar().orElseThrow()).pairs();
        List<List<String>> disagreeing = new ArrayList<>();
        for (List<Integer> group : LeaderGroups.of(levels.size(), pairs)) {
            List<String> ids = group.stream().map(i -> levels.get(i).uniqueId()).toList();
            Set<Set<String>> credits = new LinkedHashSet<>();
            ids.forEach(u -> credits.add(read.credited().people(u, read.filter().aliases())));
            if (CreditJudge.conflicting(new ArrayList<>(credits))) {
                disagreeing.add(ids);
            }
        }
        Map<String, Grid> gridOf = new HashMap<>();
        for (int i = 0; i < levels.size(); i++) {
            gridOf.put(levels.get(i).uniqueId(), grids.get(i));
        }
        List<List<CreditCopy>> kept = new ArrayList<>();
        Map<List<CreditCopy>, String> why = new HashMap<>();
        for (List<String> ids : disagreeing) {
            Map<String, List<CreditDao.Copy>> byLevel = read.dao().copiesOf(ids);
            List<CreditDao.Copy> rows = new ArrayList<>();
            ids.forEach(u -> rows.addAll(byLevel.getOrDefault(u, List.of())));
            if (rows.isEmpty() || !read.filter().keeps(rows.stream().map(CreditDao.Copy::source).toList(),
                    rows.stream().map(read.judging()::people).toList())) {
                continue;
            }
            Grid lead = gridOf.get(ids.get(0));
            List<CreditCopy> listed = read.judging().listed(rows,
                    Optional.of(c -> Similarity.compare(lead, Grid.of(board(c.board()))).percent()));
            kept.add(listed);
            why.put(listed, read.judging().why(Ruling.NEAR, rows));
        }
        // largest first; among equals, in the order of their leaders (a stable sort)
        kept.sort(Comparator.comparingInt((List<CreditCopy> g) -> g.size()).reversed());
        List<CreditGroup> groups = new ArrayList<>();
        for (List<CreditCopy> g : kept) {
            groups.add(new CreditGroup(firstNumber + groups.size(), g.get(0).uniqueId(), Ruling.NEAR, g, why.get(g)));
        }
        return groups;
    }

    /** The first level (Exact-Id) of each credited Unique-Id, in import order. */
    private List<CreditDao.Board> representatives() {
        String[] ids = read.credited().levels().toArray(new String[0]);
        Map<String, CreditDao.Board> first = new HashMap<>();
        for (int from = 0; from < ids.length; from += SLICE) {
            String[] slice = Arrays.copyOfRange(ids, from, Math.min(ids.length, from + SLICE));
            for (CreditDao.Board b : read.dao().boards(slice)) {
                first.putIfAbsent(b.uniqueId(), b);
            }
        }
        List<CreditDao.Board> reps = new ArrayList<>(first.values());
        reps.sort(Comparator.comparingLong(CreditDao.Board::levelId));
        return reps;
    }

    private static Board board(String normalized) {
        try {
            return Board.parse(List.of(normalized.split("\n")));
        } catch (BoardException e) {
            throw new IllegalStateException("a stored level's board does not parse: " + e.getMessage(), e);
        }
    }
}
