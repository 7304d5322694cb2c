package org.sokodb.identity;

/**
 * The near-duplicate ids of a level (docs/similar.md), both 16 upper-case hex digits like the
 * Unique-Id.
 *
 * @param normalizedId the Unique-Id of the level after the similar package's
 *     solution-preserving simplifications
 * @param wallsId the canonical id of the wall layout alone (boxes, goals and man removed)
 */
public record NearIds(String normalizedId, String wallsId) {
}
