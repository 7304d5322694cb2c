package org.sokodb.render;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.board.Symmetry;
import org.sokodb.format.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.identity.LevelIds;

/**
 * Duplicate groups built straight from level files, without a catalog: every Unique-Id
 * seen more than once, groups numbered in order of first appearance. A test fixture that
 * feeds the report real boards before the catalog's {@code dups} query exists.
 */
final class SharedDataDuplicates {
    private SharedDataDuplicates() {
    }

    /**
     * Reads the files twice: first to count each Unique-Id, then to keep only the levels
     * whose Unique-Id occurs more than once, so even Boxoban's 1.5 million levels fit.
     */
    static List<ReportGroup> of(List<String> paths) {
        Identifier identifier = new Identifier();
        Map<String, Integer> counts = new HashMap<>();
        read(paths, identifier, v -> counts.merge(v.ids().uniqueId(), 1, Integer::sum));
        Map<String, List<IdentifiedLevel.Valid>> byUniqueId = new LinkedHashMap<>();
        read(paths, identifier, v -> {
            if (counts.get(v.ids().uniqueId()) > 1) {
                byUniqueId.computeIfAbsent(v.ids().uniqueId(), k -> new ArrayList<>()).add(v);
            }
        });
        List<ReportGroup> groups = new ArrayList<>();
        for (var entry : byUniqueId.entrySet()) {
            List<IdentifiedLevel.Valid> levels = entry.getValue();
            LevelIds first = levels.get(0).ids();
            List<ReportMember> members = new ArrayList<>();
            for (IdentifiedLevel.Valid v : levels) {
                LevelRecord r = v.record();
                members.add(new ReportMember(r.source(), r.index(), r.title(), r.author(), v.ids().exactId(),
                        v.ids().uniqueId(), relation(first, v.ids()), r.rows()));
            }
            groups.add(new ReportGroup(groups.size() + 1, entry.getKey(), members));
        }
        return groups;
    }

    private static void read(List<String> paths, Identifier identifier, Consumer<IdentifiedLevel.Valid> sink) {
        LevelSources.read(paths, new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (identifier.identify(record) instanceof IdentifiedLevel.Valid v) {
                    sink.accept(v);
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        });
    }

    /** A rough "how it relates to the first", from the canonical orientations the ids carry. */
    private static String relation(LevelIds first, LevelIds member) {
        if (first.exactId().equals(member.exactId())) {
            return "same board";
        }
        Symmetry s = member.canonical().inverse().after(first.canonical());
        String turned = s == Symmetry.IDENTITY ? "" : s.describe();
        try {
            Board a = Board.parse(first.normalized().lines().toList()).transform(s);
            Board b = Board.parse(member.normalized().lines().toList());
            if (a.equals(b)) {
                return turned;
            }
        } catch (BoardException e) {
            throw new AssertionError("a normalised board always parses", e);
        }
        return turned.isEmpty() ? "man elsewhere" : turned + ", man elsewhere";
    }
}
