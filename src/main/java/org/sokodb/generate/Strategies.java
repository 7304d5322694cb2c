package org.sokodb.generate;

import java.util.Objects;

/** One choice of each strategy the seed names. */
public record Strategies(BoxSelection boxSelection, PushStrategy push, PullStrategy pull, RouteStrategy route) {
    public Strategies {
        Objects.requireNonNull(boxSelection);
        Objects.requireNonNull(push);
        Objects.requireNonNull(pull);
        Objects.requireNonNull(route);
    }

    /** {@code box in-order, push farthest, pull most-access, route closest-active-tile} */
    public String describe() {
        return "box " + boxSelection.label() + ", push " + push.label() + ", pull " + pull.label() + ", route "
                + route.label();
    }
}
