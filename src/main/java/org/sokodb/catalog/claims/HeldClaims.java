package org.sokodb.catalog.claims;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * The claims one worker of {@code solve --catalog} holds now: how many groups, and the latest
 * moment they hold until unless it renews them.
 */
public record HeldClaims(String worker, long groups, OffsetDateTime until) {

    /** {@link #until} as UTC to the second, as a worker's lines and {@code --status} show it: 2026-11-23T07:10:04Z. */
    public String untilUtc() {
        return DateTimeFormatter.ISO_INSTANT.format(until.withOffsetSameInstant(ZoneOffset.UTC)
                .truncatedTo(ChronoUnit.SECONDS));
    }
}
