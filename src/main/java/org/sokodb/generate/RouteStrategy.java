package org.sokodb.generate;

/** How the man's walk to a push square is carved out of the rock (the seed's route strategies). */
public enum RouteStrategy {
    /** A shortest route from where the man stands, through floor and rock alike. */
    DIRECT,
    /**
     * The man walks on floor to the floor square closest (Manhattan) to the push square and
     * carves a shortest route from there: fewer new floor squares, more walls kept.
     */
    CLOSEST_ACTIVE_TILE;

    public String label() {
        return Labels.of(this);
    }
}
