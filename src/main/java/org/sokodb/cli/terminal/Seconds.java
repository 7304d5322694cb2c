package org.sokodb.cli.terminal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;

/** A duration as the tables print it: seconds to the millisecond, a number in JSON. */
public final class Seconds {
    private Seconds() {
    }

    public static BigDecimal of(Duration d) {
        return BigDecimal.valueOf(d.toNanos(), 9).setScale(3, RoundingMode.HALF_UP);
    }
}
