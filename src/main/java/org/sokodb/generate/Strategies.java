package org.sokodb.generate;

import java.util.Objects;
import java.util.Optional;

/** One choice of each strategy the seed names. */
public record Strategies(BoxSelection boxSelection, PushStrategy push, PullStrategy pull, RouteStrategy route) {
    public Strategies {
        Objects.requireNonNull(boxSelection);
        Objects.requireNonNull(push);
        Objects.requireNonNull(pull);
        Objects.requireNonNull(route);
    }

    /** These strategies with each one given put instead (a preset with some of its parts changed). */
    public Strategies with(Optional<BoxSelection> boxSelection, Optional<PushStrategy> push,
            Optional<PullStrategy> pull, Optional<RouteStrategy> route) {
        return new Strategies(boxSelection.orElse(this.boxSelection), push.orElse(this.push), pull.orElse(this.pull),
                route.orElse(this.route));
    }

    /** {@code box in-order, push farthest, pull most-access, route closest-active-tile} */
    public String describe() {
        return "box " + boxSelection.label() + ", push " + push.label() + ", pull " + pull.label() + ", route "
                + route.label();
    }
}
