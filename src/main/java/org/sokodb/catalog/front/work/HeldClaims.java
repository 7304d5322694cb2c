package org.sokodb.catalog.front.work;

import java.time.OffsetDateTime;

/**
 * The claims one worker of {@code solve --catalog} holds now: how many groups, and the latest
 * moment they hold until unless it renews them.
 */
public record HeldClaims(String worker, long groups, OffsetDateTime until) {
}
