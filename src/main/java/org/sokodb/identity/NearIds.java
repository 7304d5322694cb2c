package org.sokodb.identity;

/**
 * The near-duplicate ids of a level (docs/similar.md), both Unique-Ids of other boards, carried
 * as the 64-bit numbers their 16 hexadecimal digits spell, as {@link LevelIds} carries its ids.
 *
 * @param normalizedKey the Normalized-Id: the Unique-Id of the level after the similar
 *     package's solution-preserving simplifications
 * @param wallsKey the Walls-Id: the canonical id of the wall layout alone (boxes, goals and man removed)
 */
public record NearIds(long normalizedKey, long wallsKey) {

    /** The Normalized-Id as 16 upper-case hexadecimal digits. */
    public String normalizedId() {
        return LevelIdentity.hexOf(normalizedKey);
    }

    /** The Walls-Id as 16 upper-case hexadecimal digits. */
    public String wallsId() {
        return LevelIdentity.hexOf(wallsKey);
    }
}
