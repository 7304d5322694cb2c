package org.sokodb.render;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Turns the rows of {@code dups} (one per member, group after group, each with its group
 * number) back into whole groups, handing each on as soon as the next begins: only one
 * group is ever held.
 */
public final class GroupAssembler {
    private final Consumer<ReportGroup> out;
    private final List<ReportMember> members = new ArrayList<>();
    private int group;

    public GroupAssembler(Consumer<ReportGroup> out) {
        this.out = out;
    }

    /** The next member; a new group number closes the group before it. */
    public void add(int groupNumber, ReportMember member) {
        if (!members.isEmpty() && groupNumber != group) {
            flush();
        }
        group = groupNumber;
        members.add(member);
    }

    /** Hands on the last group. */
    public void finish() {
        if (!members.isEmpty()) {
            flush();
        }
    }

    private void flush() {
        out.accept(new ReportGroup(group, members.get(0).uniqueId(), members));
        members.clear();
    }
}
