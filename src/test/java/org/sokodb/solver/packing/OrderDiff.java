package org.sokodb.solver.packing;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.solver.maze.Maze;

/**
 * The phased order of each level of a file with the parking squares checked ({@code parkreach},
 * the plain solve) and without (any square the pulls reach): one row a level that has an order,
 * saying whether the two orders are the same, whether each is the peel's, and their phases and
 * parking squares; with {@code -Ddetail=true} both orders in words. Which levels a change of the
 * order touches, before any search is run. {@code -Dlevels=I,J} picks levels by index. With
 * {@code -Dtunnels=true} the second order is the plain one with no box parked in a one-wide tunnel
 * ({@code parktunnel}) in place of the one parking anywhere (the columns keep their names).
 *
 * <pre>java -Dlevels=35,50 [-Dtunnels=true] -cp CP org.sokodb.solver.packing.OrderDiff FILE.xsb</pre>
 */
public final class OrderDiff {
    private OrderDiff() {
    }

    public static void main(String[] args) {
        Set<Integer> chosen = new HashSet<>();
        for (String s : System.getProperty("levels", "").split(",")) {
            if (!s.isBlank()) {
                chosen.add(Integer.parseInt(s.strip()));
            }
        }
        boolean detail = Boolean.getBoolean("detail");
        boolean tunnels = Boolean.getBoolean("tunnels");
        System.out.println("level\tsame\tfallback_checked\tfallback_any\tphases_checked\tphases_any\tparking_checked\tparking_any");
        LevelSources.read(List.of(args[0]), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (!chosen.isEmpty() && !chosen.contains(record.index())) {
                    return;
                }
                Maze maze;
                try {
                    maze = new Maze(Board.parse(record.rows()));
                } catch (Exception e) {
                    return;
                }
                Optional<PhaseOrder> checked = Unpacking.of(maze, false);
                Optional<PhaseOrder> any = tunnels ? Unpacking.of(maze, false, true) : Unpacking.of(maze, true);
                if (checked.isEmpty() && any.isEmpty()) {
                    return;
                }
                String a = checked.map(o -> o.describe(maze)).orElse("none");
                String b = any.map(o -> o.describe(maze)).orElse("none");
                System.out.println(record.index() + "\t" + a.equals(b) + "\t" + checked.map(PhaseOrder::fallback).orElse(null)
                        + "\t" + any.map(PhaseOrder::fallback).orElse(null) + "\t"
                        + checked.map(PhaseOrder::phaseCount).orElse(0) + "\t" + any.map(PhaseOrder::phaseCount).orElse(0)
                        + "\t" + checked.map(PhaseOrder::parkingCount).orElse(0) + "\t"
                        + any.map(PhaseOrder::parkingCount).orElse(0));
                if (detail) {
                    System.out.println("checked:\n" + a + "any:\n" + b);
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
                System.err.println(where + ": " + reason);
            }

            @Override
            public void note(String where, String message) {
            }
        });
    }
}
