package org.sokodb.generate;

/** Which direction the backward stage pulls the chosen box (the seed's pull strategies). */
public enum PullStrategy {
    /** Any possible direction, uniformly at random. */
    RANDOM,
    /** The direction whose new box square has the largest total Manhattan distance to the goals. */
    FARTHEST,
    /** The direction whose new box square has the most walls and boxes around it. */
    MOST_OBSTACLES,
    /**
     * The direction that leaves the man the most squares to walk to afterwards: without it
     * the man tends to pull himself into a pit and the backward stage stalls.
     */
    MOST_ACCESS;

    public String label() {
        return Labels.of(this);
    }
}
