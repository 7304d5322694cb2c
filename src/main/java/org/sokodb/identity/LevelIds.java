package org.sokodb.identity;

import org.sokodb.board.Symmetry;

/**
 * The two identities of a level, as the published Level Identity algorithm defines them.
 *
 * @param exactId first 16 upper-case hex digits of the MD5 of the normalised board
 * @param uniqueId the smallest of the 8 orientation sums of the man-area board
 * @param normalized the normalised board text whose MD5 gives the Exact-Id (every row
 *     ends with {@code \n}); compare it to tell an MD5-prefix collision from a duplicate
 * @param canonical the orientation whose sum is the Unique-Id: two levels with the same
 *     Unique-Id, canonical orientations {@code a} and {@code b}, are related by
 *     {@code b.inverse().after(a)}
 */
public record LevelIds(String exactId, String uniqueId, String normalized, Symmetry canonical) {
}
