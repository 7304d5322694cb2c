package org.sokodb.generate;

/** Which direction the forward stage pushes the chosen box (the seed's push strategies). */
public enum PushStrategy {
    /** Any possible direction, uniformly at random. */
    RANDOM,
    /** The direction whose new box square has the largest total Manhattan distance to the goals. */
    FARTHEST,
    /** The direction whose new box square has the most rock and boxes around it. */
    MOST_OBSTACLES;

    public String label() {
        return Labels.of(this);
    }
}
