package org.sokodb.identity;

import org.sokodb.board.Symmetry;

/**
 * The two identities of a level, as the published Level Identity algorithm defines them.
 *
 * <p>The two ids are carried as the 64-bit numbers their 16 hexadecimal digits spell (the
 * first 8 bytes of the MD5 sum, unsigned), so that import writes them to the catalog without
 * spelling them and reading them back; {@link #exactId()} and {@link #uniqueId()} spell them.
 *
 * @param exactKey the Exact-Id: first 8 bytes of the MD5 of the normalised board
 * @param uniqueKey the Unique-Id: the smallest of the 8 orientation sums of the man-area board
 * @param normalized the normalised board text whose MD5 gives the Exact-Id (every row
 *     ends with {@code \n}); compare it to tell an MD5-prefix collision from a duplicate
 * @param canonical the orientation whose sum is the Unique-Id: two levels with the same
 *     Unique-Id, canonical orientations {@code a} and {@code b}, are related by
 *     {@code b.inverse().after(a)}
 */
public record LevelIds(long exactKey, long uniqueKey, String normalized, Symmetry canonical) {

    /** The Exact-Id as 16 upper-case hexadecimal digits. */
    public String exactId() {
        return LevelIdentity.hexOf(exactKey);
    }

    /** The Unique-Id as 16 upper-case hexadecimal digits. */
    public String uniqueId() {
        return LevelIdentity.hexOf(uniqueKey);
    }
}
