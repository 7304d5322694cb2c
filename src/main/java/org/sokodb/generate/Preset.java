package org.sokodb.generate;

/**
 * The nine strategy sets of the seed's experiment (section VI.A), exactly as it lists them.
 * S9 is the one the seed found best.
 */
public enum Preset {
    S1(BoxSelection.RANDOM, PushStrategy.RANDOM, PullStrategy.RANDOM, RouteStrategy.DIRECT),
    S2(BoxSelection.RANDOM, PushStrategy.RANDOM, PullStrategy.RANDOM, RouteStrategy.CLOSEST_ACTIVE_TILE),
    S3(BoxSelection.IN_ORDER, PushStrategy.RANDOM, PullStrategy.RANDOM, RouteStrategy.DIRECT),
    S4(BoxSelection.RANDOM, PushStrategy.RANDOM, PullStrategy.MOST_ACCESS, RouteStrategy.DIRECT),
    S5(BoxSelection.RANDOM, PushStrategy.RANDOM, PullStrategy.MOST_OBSTACLES, RouteStrategy.DIRECT),
    S6(BoxSelection.RANDOM, PushStrategy.RANDOM, PullStrategy.FARTHEST, RouteStrategy.DIRECT),
    S7(BoxSelection.RANDOM, PushStrategy.MOST_OBSTACLES, PullStrategy.RANDOM, RouteStrategy.DIRECT),
    S8(BoxSelection.RANDOM, PushStrategy.FARTHEST, PullStrategy.RANDOM, RouteStrategy.DIRECT),
    S9(BoxSelection.IN_ORDER, PushStrategy.FARTHEST, PullStrategy.MOST_ACCESS, RouteStrategy.CLOSEST_ACTIVE_TILE);

    private final Strategies strategies;

    Preset(BoxSelection box, PushStrategy push, PullStrategy pull, RouteStrategy route) {
        this.strategies = new Strategies(box, push, pull, route);
    }

    public Strategies strategies() {
        return strategies;
    }
}
