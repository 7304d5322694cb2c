package org.sokodb.render;

import java.util.List;
import java.util.Objects;

/**
 * One duplicate group of a report: every occurrence of one Unique-Id, the first member
 * being the one the others are compared with.
 *
 * @param number the group's number, the same as the {@code group} column of {@code dups}
 */
public record ReportGroup(int number, String uniqueId, List<ReportMember> members) {

    public ReportGroup {
        Objects.requireNonNull(uniqueId, "uniqueId");
        members = List.copyOf(members);
        if (members.isEmpty()) {
            throw new IllegalArgumentException("group " + number + " has no member");
        }
    }

    public ReportMember first() {
        return members.get(0);
    }
}
