package org.sokodb.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class GroupAssemblerTest {
    @Test
    void rowsBecomeGroupsInTheirOrder() {
        List<ReportGroup> groups = new ArrayList<>();
        GroupAssembler assembler = new GroupAssembler(groups::add);
        assembler.add(1, member("A", 1));
        assembler.add(1, member("A", 2));
        assembler.add(2, member("B", 3));
        assembler.add(2, member("B", 4));
        assembler.add(2, member("B", 5));
        assertEquals(1, groups.size(), "a group is handed on as soon as the next one starts");
        assembler.finish();
        assertEquals(List.of(1, 2), groups.stream().map(ReportGroup::number).toList());
        assertEquals(List.of("A", "B"), groups.stream().map(ReportGroup::uniqueId).toList());
        assertEquals(List.of(3, 4, 5), groups.get(1).members().stream().map(ReportMember::index).toList());
    }

    @Test
    void noRowsNoGroup() {
        List<ReportGroup> groups = new ArrayList<>();
        new GroupAssembler(groups::add).finish();
        assertEquals(List.of(), groups);
    }

    private static ReportMember member(String uniqueId, int index) {
        return new ReportMember("s", index, "", "", "E", uniqueId, "same board", List.of("###", "#@#", "###"));
    }
}
