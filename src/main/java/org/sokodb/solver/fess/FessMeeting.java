package org.sokodb.solver.fess;

import java.util.Optional;

import org.sokodb.replay.Steps;
import org.sokodb.solver.search.Meeting;

/**
 * FESS's side of the meeting with the pull search: it publishes the positions FESS stores
 * (and, with {@code meetweighed}, those of the moves it weighs), joins a stored position the
 * pull search had stored, and finds among the moves weighed one whose position the pull
 * search stored, to be taken at once.
 */
final class FessMeeting {
    private final Meeting.Forward forward;
    /** Whether the positions of the moves weighed are published too ({@code meetweighed}). */
    private final boolean publishWeighed;
    /** The solution of the meeting, once one joined. */
    private Steps joined;

    FessMeeting(Meeting.Forward forward, boolean publishWeighed) {
        this.forward = forward;
        this.publishWeighed = publishWeighed;
    }

    /**
     * Publishes stored position {@code id} to the pull search; true when the pull search had
     * met it (then {@link #joined} holds the solution).
     */
    boolean met(long key, int id) {
        Optional<Steps> steps = forward.publishAndJoin(key, id);
        steps.ifPresent(s -> joined = s);
        return steps.isPresent();
    }

    /** The whole solution of the last join. */
    Steps joined() {
        return joined;
    }

    /**
     * The first move weighed whose position the pull search stored ({@code from << 16 | state}),
     * or -1. Each look-up misses the processor's caches (the pull search's table is tens of
     * megabytes); made one after the other here, after all the moves are weighed, rather than
     * one between the weighing of each, they wait for memory together, and FESS's CPU for
     * them falls from about a tenth to under a fiftieth (measured: journal/solver.md entry 54).
     */
    int meetingMove(Candidates candidates) {
        for (int c = 0; c < candidates.size(); c++) {
            if (forward.backwardHas(candidates.key(c))) {
                return candidates.code(c);
            }
        }
        return -1;
    }

    /** With {@code meetweighed}, publishes the positions of the moves weighed, numbered from {@code firstMove}. */
    void publishWeighed(Candidates candidates, int firstMove) {
        if (publishWeighed) {
            for (int c = 0; c < candidates.size(); c++) {
                forward.publishWeighed(candidates.key(c), firstMove + c);
            }
        }
    }
}
