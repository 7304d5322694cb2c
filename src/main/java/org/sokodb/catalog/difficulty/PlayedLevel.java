package org.sokodb.catalog.difficulty;

/**
 * A rated group with the plays recorded of it, for the comparison of {@code D} with people's
 * times ({@code bench/plays.sh}).
 *
 * @param times its plays and their median time
 * @param rating its stored rating
 */
public record PlayedLevel(String uniqueId, PlayTimes times, GroupDifficulty rating) {
}
