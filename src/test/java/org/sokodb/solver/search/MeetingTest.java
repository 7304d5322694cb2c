package org.sokodb.solver.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.sokodb.board.Board;
import org.sokodb.board.Direction;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;

/**
 * The forward and backward searches meet: a position one of them reached that the other
 * had stored joins two halves of a solution. Run one after the other here (the portfolio
 * races them), so the test does not depend on timing.
 */
class MeetingTest {
    private static final long MEMORY = 16L << 20;
    /** No goal macro or macro pull: they would move the box down the corridor in one go. */
    private static final SearchOptions OPTIONS = new SearchOptions(false, 3, java.util.Set.of("macro"));

    /** One box, eight pushes down a corridor: each search alone needs seven positions. */
    private static Maze corridor() throws Exception {
        return new Maze(Board.parse(List.of(
                "###########",
                "#@$       .#",
                "###########")));
    }

    private static SearchOutcome forward(Maze maze, long nodes, Meeting meeting) {
        return new PushSearch(maze, OPTIONS, new SearchControl(Long.MAX_VALUE, nodes), MEMORY, meeting)
                .run(System.nanoTime());
    }

    private static SearchOutcome backward(Maze maze, long nodes, Meeting meeting) {
        return new PullSearch(maze, OPTIONS, new SearchControl(Long.MAX_VALUE, nodes), MEMORY, meeting)
                .run(System.nanoTime());
    }

    @Test
    void aPositionBothSearchesReachedJoinsTheirHalves() throws Exception {
        Maze maze = corridor();
        assertInstanceOf(SearchOutcome.NotFound.class, forward(maze, 4, Meeting.none()), "forward alone, 4 positions");
        assertInstanceOf(SearchOutcome.NotFound.class, backward(maze, 4, Meeting.none()), "backward alone, 4 positions");
        Meeting meeting = Meeting.of(maze, 1 << 20);
        assertInstanceOf(SearchOutcome.NotFound.class, backward(maze, 4, meeting));
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, forward(maze, 4, meeting));
        assertInstanceOf(ReplayResult.Valid.class, Replay.replay(maze.board, found.steps(), TrailingSteps.REFUSE));
        assertEquals("RRRRRRRR", found.steps().letters());
    }

    @Test
    void theBackwardSearchJoinsTheForwardOneToo() throws Exception {
        Maze maze = corridor();
        Meeting meeting = Meeting.of(maze, 1 << 20);
        assertInstanceOf(SearchOutcome.NotFound.class, forward(maze, 4, meeting));
        SearchOutcome.Found found = assertInstanceOf(SearchOutcome.Found.class, backward(maze, 4, meeting));
        assertEquals("RRRRRRRR", found.steps().letters());
    }

    @Test
    void searchesAloneMeetNobody() throws Exception {
        Maze maze = corridor();
        Meeting none = Meeting.none();
        assertTrue(!none.enabled());
        backward(maze, 4, none);
        assertInstanceOf(SearchOutcome.NotFound.class, forward(maze, 4, none));
    }

    /** Two positions that share a key: the halves do not make a solution, and only the join is lost. */
    @Test
    void aKeyBothSidesShareWithoutAJoinCostsTheJoinOnly() throws Exception {
        Maze maze = corridor();
        Board board = maze.board;
        Meeting meeting = Meeting.of(maze, 1 << 20);
        meeting.register(Meeting.FORWARD, id -> List.of(new PathBuilder.Push(board.index(2, 1), Direction.RIGHT)));
        // the backward half pushes a box that is not there, then one off the board
        meeting.register(Meeting.BACKWARD, id -> List.of(new PathBuilder.Push(board.index(6, 1), Direction.LEFT),
                new PathBuilder.Push(board.index(9, 1), Direction.RIGHT)));
        meeting.publish(Meeting.BACKWARD, 42L, 7);
        assertEquals(Optional.empty(), meeting.join(Meeting.FORWARD, 42L, 3));
    }

    /** What is not a collision is a bug: it is thrown, not taken for a lost join. */
    @Test
    void aBugInWritingOutASideIsNotTakenForACollision() throws Exception {
        Maze maze = corridor();
        Meeting meeting = Meeting.of(maze, 1 << 20);
        meeting.register(Meeting.FORWARD, id -> java.util.Arrays.asList((PathBuilder.Push) null));
        meeting.register(Meeting.BACKWARD, id -> List.of());
        meeting.publish(Meeting.BACKWARD, 42L, 7);
        assertThrows(NullPointerException.class, () -> meeting.join(Meeting.FORWARD, 42L, 3));
    }

    /**
     * The forward side's second search (FESS after the push search) writes the same table:
     * a position of either joins, each written out by the search that stored it.
     */
    @Test
    void theForwardSidesSecondSearchJoinsAndTheFirstOnesPositionsStay() throws Exception {
        Maze maze = corridor();
        Board board = maze.board;
        Meeting meeting = Meeting.of(maze, 1 << 20);
        List<PathBuilder.Push> firstFour = List.of(push(board, 2), push(board, 3), push(board, 4), push(board, 5));
        List<PathBuilder.Push> lastFour = List.of(push(board, 6), push(board, 7), push(board, 8), push(board, 9));
        meeting.register(Meeting.FORWARD, id -> firstFour);
        meeting.register(Meeting.BACKWARD, id -> lastFour);
        meeting.publish(Meeting.FORWARD, 11L, 1);
        Meeting.Forward second = meeting.secondForward(id -> {
            assertEquals(5, id); // its own node number, without the mark
            return firstFour;
        });
        meeting.publish(Meeting.BACKWARD, 22L, 2);
        assertTrue(second.backwardHas(22L));
        assertEquals("RRRRRRRR", second.publishAndJoin(22L, 5).orElseThrow().letters());
        // the first search's position is still there for the backward side to join
        assertEquals("RRRRRRRR", meeting.join(Meeting.BACKWARD, 11L, 2).orElseThrow().letters());
        assertTrue(!second.backwardHas(33L));
    }

    /**
     * The second search publishes the positions of moves it weighed but has not made: the
     * backward side joins one, written out by the second search's moves, not its nodes.
     */
    @Test
    void theBackwardSideJoinsAPositionTheSecondSearchOnlyWeighed() throws Exception {
        Maze maze = corridor();
        Board board = maze.board;
        Meeting meeting = Meeting.of(maze, 1 << 20);
        List<PathBuilder.Push> firstFive = List.of(push(board, 2), push(board, 3), push(board, 4), push(board, 5),
                push(board, 6));
        meeting.register(Meeting.BACKWARD, id -> List.of(push(board, 7), push(board, 8), push(board, 9)));
        Meeting.Forward second = meeting.secondForward(id -> {
            throw new AssertionError("a weighed move is not a stored node");
        }, move -> {
            assertEquals(12, move); // the move's own number, without the marks
            return firstFive;
        });
        second.publishWeighed(55L, 12);
        assertTrue(meeting.holds(Meeting.FORWARD, 55L));
        assertEquals("RRRRRRRR", meeting.join(Meeting.BACKWARD, 55L, 3).orElseThrow().letters());
    }

    /** Without a way to write moves out, a weighed position joins nothing (and is not written out). */
    @Test
    void aSecondSearchThatCannotWriteItsMovesJoinsNoWeighedPosition() throws Exception {
        Maze maze = corridor();
        Meeting meeting = Meeting.of(maze, 1 << 20);
        meeting.register(Meeting.BACKWARD, id -> List.of());
        meeting.secondForward(id -> List.of()).publishWeighed(55L, 12);
        assertEquals(Optional.empty(), meeting.join(Meeting.BACKWARD, 55L, 3));
    }

    /**
     * A full forward table takes the second search's positions in the place of the first
     * one's (the push search's, near the start); the backward table keeps its first ones.
     */
    @Test
    void aFullForwardTableMakesSpaceForTheSecondSearch() throws Exception {
        Maze maze = corridor();
        Meeting meeting = Meeting.of(maze, 1); // the smallest tables: full at 2,048 keys
        meeting.register(Meeting.FORWARD, id -> List.of());
        meeting.register(Meeting.BACKWARD, id -> List.of());
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 5_000; i++) {
            meeting.publish(Meeting.FORWARD, random.nextLong(), i);
            meeting.publish(Meeting.BACKWARD, random.nextLong(), i);
        }
        meeting.publish(Meeting.FORWARD, 43L, 1);
        assertTrue(!meeting.holds(Meeting.FORWARD, 43L), "a full table takes no more of the first search's keys");
        meeting.secondForward(id -> List.of()).publishAndJoin(44L, 9);
        assertTrue(meeting.holds(Meeting.FORWARD, 44L), "the second search's key took a first one's place");
        meeting.publish(Meeting.BACKWARD, 42L, 1);
        assertTrue(!meeting.holds(Meeting.BACKWARD, 42L), "the backward table keeps its first keys");
    }

    private static PathBuilder.Push push(Board board, int x) {
        return new PathBuilder.Push(board.index(x, 1), Direction.RIGHT);
    }
}
