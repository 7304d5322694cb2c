package org.sokodb.generate;

/**
 * Where the goals of a generated level are. The seed leaves it open: it starts the forward
 * stage "with boxes on their goals" and also says the forward stage "creates the goal
 * position". The two readings make different generators.
 */
public enum GoalPlacement {
    /**
     * The goals are where the forward stage left the boxes; the backward stage pulls the boxes
     * off them. Every candidate is solvable by construction (the pulls, reversed, push the
     * boxes home); the forward stage only carves the room.
     */
    CARVED,
    /**
     * The goals are where the boxes stood before the forward stage pushed them away (the
     * seed's first wording). Pushes cannot always be undone, so the solver throws many
     * candidates out as unsolvable.
     */
    START;

    public String label() {
        return Labels.of(this);
    }
}
