package org.sokodb.catalog.near;

import java.util.List;

/** One group of near duplicates: its number as {@code dups} gives it, its boards, the first one's level first. */
public record NearGroup(int number, List<Near> members) {
    public NearGroup {
        members = List.copyOf(members);
    }
}
