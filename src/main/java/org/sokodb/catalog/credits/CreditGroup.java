package org.sokodb.catalog.credits;

import java.util.List;

import org.sokodb.credits.Ruling;

/**
 * A group of copies that do not agree about who made the level: a Unique-Id group of
 * {@code dups}, numbered as {@code dups} numbers it, or ({@link Ruling#NEAR}) levels at least
 * P % alike credited to different people, numbered after the last of {@code dups}' groups.
 *
 * @param uniqueId the level's Unique-Id; for near copies, the first level's
 * @param copies every board of the group, in import order
 * @param why what the copies say, in a line: each different credit with its sources ("Thinking Rabbit
 *     (a.sok) against Mallory Thief (b.xsb)")
 */
public record CreditGroup(int number, String uniqueId, Ruling ruling, List<CreditCopy> copies, String why) {
    public CreditGroup {
        copies = List.copyOf(copies);
    }
}
