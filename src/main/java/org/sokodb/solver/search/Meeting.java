package org.sokodb.solver.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.IntFunction;

import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.Steps;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.solver.maze.Maze;

/**
 * Where the forward and the backward search meet. Each search publishes the positions it
 * stores (their Zobrist key: boxes and the man's normalised square, the same keys on both
 * sides) and looks up every position it generates among the other side's. A position the
 * forward search reached from the start and the backward search reached from the solved
 * position joins two halves of a solution: the pushes to it, then the backward search's
 * pulls from it reversed. Two positions may share a key: then the two halves do not join
 * ({@link PathBuilder#joined} finds a push that cannot be made, or the replay here refuses
 * the moves), which costs the join only, never a wrong answer; and
 * {@link org.sokodb.solver.Solver} replays again. Anything else thrown is a bug and is not caught.
 *
 * <p>Threads: each side's table is written by its own search only and read by the other.
 * A node's data is written before its key is published (a volatile write); the reader
 * reads the key (a volatile read) before it asks the owner for the node's pushes, so it
 * sees them. A table grown to its size limit and half full stops taking keys (lookups go on),
 * but for the forward side's second search (FESS after the push search): its key takes the
 * slot of a push search's key near its own, when there is one. The push search's positions
 * are those of the first quarter of the time, near the start, and the pull search has
 * looked its positions up among them all that while; FESS's are deeper, with more boxes
 * packed, where the pull search's are. The backward side keeps its first keys: the
 * positions nearest the solved one, where FESS arrives.
 */
public final class Meeting {
    static final int FORWARD = 0;
    static final int BACKWARD = 1;
    /** Bytes per published position: the key and the node number, with the table half full at most. */
    static final int BYTES_PER_POSITION = 2 * (8 + 4);

    private final Maze maze;
    private final Side[] sides;
    private final boolean enabled;

    private Meeting(Maze maze, int slotsPerSide) {
        this.maze = maze;
        this.enabled = slotsPerSide > 0;
        this.sides = enabled ? new Side[] {new Side(slotsPerSide), new Side(slotsPerSide)} : new Side[0];
    }

    /** Searches that run alone meet nobody. */
    public static Meeting none() {
        return new Meeting(null, 0);
    }

    /** Tables for two searches, using at most {@code bytes} in all. */
    public static Meeting of(Maze maze, long bytes) {
        long positions = Math.max(1, bytes / 2 / BYTES_PER_POSITION);
        int slots = Integer.highestOneBit((int) Math.min(1 << 26, positions * 2));
        return new Meeting(maze, Math.max(slots, 1 << 10));
    }

    public boolean enabled() {
        return enabled;
    }

    /**
     * Side {@code side} says how to write out its node: for the forward search the pushes
     * from the start to the node, for the backward one the pushes from the node to the
     * solved position (its pulls reversed). Called from the other side's thread.
     */
    void register(int side, IntFunction<List<PathBuilder.Push>> pushes) {
        if (enabled) {
            sides[side].pushes = pushes;
        }
    }

    /**
     * Node numbers of the forward side's second search carry this bit: FESS, which takes
     * the forward turn over from the push search. Both write the one forward table (the
     * same thread, one after the other), so the pull search meets the push search's
     * positions and FESS's alike, and a position both stored is published once.
     */
    static final int SECOND = 1 << 30;

    /**
     * The forward side's second search (FESS after the push search): {@code pushes} writes
     * out its node as the pushes from the start to it, called from the backward search's
     * thread.
     */
    public Forward secondForward(IntFunction<List<PathBuilder.Push>> pushes) {
        return secondForward(pushes, null);
    }

    /**
     * As {@link #secondForward(IntFunction)}, for a search that also publishes the moves it
     * weighed but has not made ({@link Forward#publishWeighed}): {@code movePushes} writes
     * out its move number {@code m} as the pushes from the start to the position it leads to.
     */
    public Forward secondForward(IntFunction<List<PathBuilder.Push>> pushes,
            IntFunction<List<PathBuilder.Push>> movePushes) {
        if (enabled) {
            sides[FORWARD].secondMoves = movePushes;
            sides[FORWARD].second = pushes;
        }
        return new Forward();
    }

    /**
     * Numbers published by {@link Forward#publishWeighed} carry this bit beside {@link #SECOND}:
     * they number the second search's moves, not its stored nodes (a node store holds fewer
     * than 2^29 nodes; a move numbered 2^29 or more is not published).
     */
    static final int WEIGHED = 1 << 29;

    /** What the forward side's second search publishes and joins with. */
    public final class Forward {
        private Forward() {
        }

        /** Publishes the search's stored node {@code id}; the whole solution when the backward search had met it. */
        public Optional<Steps> publishAndJoin(long key, int id) {
            publish(FORWARD, key, id | SECOND);
            return join(FORWARD, key, id | SECOND);
        }

        /**
         * Publishes the position that the search's move {@code move} leads to, weighed but
         * not yet made: the backward search reaching it later joins there, where a position
         * only weighed would otherwise be met only if it is made, or when it is weighed.
         */
        public void publishWeighed(long key, int move) {
            if (move < WEIGHED) { // a move numbered past the mark (over 2^29 queued) is not published
                publish(FORWARD, key, move | WEIGHED | SECOND);
            }
        }

        /**
         * Whether the backward search stored a position with {@code key}: a position the
         * second search weighed but did not store is worth storing then (to join it).
         */
        public boolean backwardHas(long key) {
            return enabled && sides[BACKWARD].get(key) >= 0;
        }
    }

    /** Side {@code side} stored node {@code id} under {@code key}. */
    void publish(int side, long key, int id) {
        if (enabled) {
            sides[side].put(key, id);
        }
    }

    /** Whether side {@code side}'s table holds {@code key} (for the tests). */
    boolean holds(int side, long key) {
        return enabled && sides[side].get(key) >= 0;
    }

    /**
     * Side {@code side} generated node {@code id} with {@code key}: when the other side has
     * met that position, the joined moves, replayed and valid.
     */
    Optional<Steps> join(int side, long key, int id) {
        if (!enabled) {
            return Optional.empty();
        }
        Side other = sides[1 - side];
        int otherId = other.get(key);
        if (otherId < 0 || !other.writes(otherId) || !sides[side].writes(id)) {
            return Optional.empty();
        }
        int forward = side == FORWARD ? id : otherId;
        int backward = side == FORWARD ? otherId : id;
        List<PathBuilder.Push> pushes = new ArrayList<>(sides[FORWARD].pushesOf(forward));
        pushes.addAll(sides[BACKWARD].pushesOf(backward));
        return PathBuilder.joined(maze.board, pushes)
                .filter(steps -> Replay.replay(maze.board, steps, TrailingSteps.REFUSE) instanceof ReplayResult.Valid);
    }

    /**
     * Open addressing, one writer: keys published with a volatile write after the node
     * number. Grows by doubling into a new table, handed to readers by a volatile write (a
     * reader still on the old one only misses the newest keys), up to its maximum size.
     */
    private static final class Side {
        private final int maxSlots;
        private volatile Table table = new Table(1 << 12);
        private int count;
        private volatile IntFunction<List<PathBuilder.Push>> pushes;
        /** How the side's second search writes out its nodes (those with {@link #SECOND}). */
        private volatile IntFunction<List<PathBuilder.Push>> second;
        /** How it writes out the moves it published weighed (those with {@link #WEIGHED} too), or null. */
        private IntFunction<List<PathBuilder.Push>> secondMoves;

        Side(int maxSlots) {
            this.maxSlots = maxSlots;
        }

        void put(long key, int id) {
            Table t = table;
            if ((count + 1) * 2 > t.ids.length) {
                if (t.ids.length >= maxSlots) {
                    if ((id & SECOND) != 0) {
                        t.replaceFirst(key == 0 ? 1 : key, id);
                    }
                    return;
                }
                t = t.doubled();
                table = t;
            }
            if (t.put(key == 0 ? 1 : key, id)) {
                count++;
            }
        }

        int get(long key) {
            return table.get(key == 0 ? 1 : key);
        }

        /** Whether the search that published node {@code id} has said how to write it out. */
        boolean writes(int id) {
            if ((id & SECOND) == 0) {
                return pushes != null;
            }
            return second != null && ((id & WEIGHED) == 0 || secondMoves != null);
        }

        /**
         * The pushes of node {@code id}: of the first search, or with {@link #SECOND} of the
         * second, and with {@link #WEIGHED} too of the position its move of that number leads to.
         */
        List<PathBuilder.Push> pushesOf(int id) {
            if ((id & SECOND) == 0) {
                return pushes.apply(id);
            }
            return (id & WEIGHED) != 0 ? secondMoves.apply(id & ~(SECOND | WEIGHED)) : second.apply(id & ~SECOND);
        }
    }

    /** How far along its probe sequence a second search's key looks for a first search's to replace. */
    static final int REPLACE_PROBES = 8;

    private static final class Table {
        private final AtomicLongArray keys;
        private final int[] ids;
        private final int mask;

        Table(int slots) {
            keys = new AtomicLongArray(slots);
            ids = new int[slots];
            mask = slots - 1;
        }

        Table doubled() {
            Table bigger = new Table(ids.length * 2);
            for (int slot = 0; slot < ids.length; slot++) {
                long k = keys.get(slot);
                if (k != 0) {
                    bigger.put(k, ids[slot]);
                }
            }
            return bigger;
        }

        /**
         * Puts key {@code k} with node {@code id} unless it is there. The id is written before
         * the key, and the key with release order: a reader on the other thread that reads the
         * key (a volatile read) then sees its id. Release is enough; a volatile write would
         * also wait for the id's store to reach memory (in isolation, 3M inserts into a 64 MiB
         * table: about 8 % slower per insert).
         */
        boolean put(long k, int id) {
            for (int slot = slot(k); ; slot = (slot + 1) & mask) {
                long there = keys.get(slot);
                if (there == 0) {
                    ids[slot] = id;
                    keys.setRelease(slot, k);
                    return true;
                }
                if (there == k) {
                    return false;
                }
            }
        }

        /**
         * A full table's space for the second search: key {@code k} takes the slot of a first
         * search's key among the first {@link #REPLACE_PROBES} of its probe sequence, if any.
         * The slot stays filled, so no other key's probe sequence is cut; the key replaced is
         * forgotten. A reader that read the old key and then the new node number gets a join
         * that does not replay: the join is lost, as with a collision, never a wrong answer.
         */
        void replaceFirst(long k, int id) {
            for (int slot = slot(k), probe = 0; probe < REPLACE_PROBES; slot = (slot + 1) & mask, probe++) {
                long there = keys.get(slot);
                if (there == k) {
                    return;
                }
                if ((ids[slot] & SECOND) == 0) {
                    ids[slot] = id;
                    keys.setRelease(slot, k);
                    return;
                }
            }
        }

        int get(long k) {
            for (int slot = slot(k); ; slot = (slot + 1) & mask) {
                long there = keys.get(slot);
                if (there == 0) {
                    return -1;
                }
                if (there == k) {
                    return ids[slot];
                }
            }
        }

        private int slot(long k) {
            k ^= k >>> 33;
            k *= 0xff51afd7ed558ccdL;
            k ^= k >>> 33;
            return (int) k & mask;
        }
    }
}
