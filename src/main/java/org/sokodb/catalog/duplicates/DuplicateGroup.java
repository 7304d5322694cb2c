package org.sokodb.catalog.duplicates;

import java.util.List;

/**
 * One duplicate group as the web catalog shows it: its number in the whole list, its Unique-Id
 * and its boards, each described against the first (as {@code dups} prints them).
 */
public record DuplicateGroup(int number, String uniqueId, List<DuplicateMember> members) {
    public DuplicateGroup {
        members = List.copyOf(members);
    }
}
