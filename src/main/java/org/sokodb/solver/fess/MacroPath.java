package org.sokodb.solver.fess;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.board.Direction;
import org.sokodb.solver.maze.Maze;
import org.sokodb.solver.search.NodeStore;
import org.sokodb.solver.search.PathBuilder;

/**
 * The single pushes of FESS's way to a position. A stored position keeps only the macro move
 * that led to it (the box's square and the walk's end state), so each move of the chain from
 * the start is walked again, on the layout of its turn, to give back its pushes. The walker is
 * the caller's: the pull search asks from its own thread, with a walker of its own.
 */
public final class MacroPath {
    private final Maze maze;
    private final NodeStore store;

    public MacroPath(Maze maze, NodeStore store) {
        this.maze = maze;
        this.store = store;
    }

    /** The pushes from the start to stored position {@code id}. */
    public List<PathBuilder.Push> to(int id, MacroPushes walker) {
        return to(id, -1, walker);
    }

    /**
     * The pushes from the start to the position that queued move {@code move} of {@code moves}
     * leads to (published weighed, made or not).
     */
    List<PathBuilder.Push> through(MoveList moves, int move, MacroPushes walker) {
        return to(moves.parent(move), moves.code(move), walker);
    }

    /** The pushes to stored position {@code id}, then those of the move coded {@code last} from it, if not -1. */
    private List<PathBuilder.Push> to(int id, int last, MacroPushes walker) {
        List<Integer> chain = new ArrayList<>(store.pathTo(id));
        if (last != -1) {
            chain.add(-1); // the last move: from id, coded last
        }
        boolean[] layout = new boolean[maze.size];
        for (int b : maze.startBoxes) {
            layout[b] = true;
        }
        List<PathBuilder.Push> pushes = new ArrayList<>();
        List<Integer> walk = new ArrayList<>();
        for (int node : chain) {
            int code = node == -1 ? last : store.move(node);
            int from = code >>> 16;
            walker.walk(layout, store.man(node == -1 ? id : store.parent(node)), from);
            walk.clear();
            walker.pushesTo(code & 0xFFFF, walk);
            for (int push : walk) {
                int s = push >>> 2;
                int d = push & 3;
                pushes.add(new PathBuilder.Push(maze.square[s], Direction.values()[d]));
                layout[s] = false;
                layout[maze.step(s, d)] = true;
            }
        }
        return pushes;
    }
}
