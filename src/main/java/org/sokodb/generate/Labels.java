package org.sokodb.generate;

import java.util.Locale;

/** Enum constants as people read them: {@code CLOSEST_ACTIVE_TILE} → {@code closest-active-tile}. */
final class Labels {
    private Labels() {
    }

    static String of(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
