package org.sokodb.catalog.duplicates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.IdentifiedLevel;

/** Issue 4: the catalog links the maps of pusher.exe to the XSokoban screens they copy. */
class PusherDuplicatesTest {
    /** The shared test data's {@code pusher/pusher-maps-only.exe} (the test is skipped without it). */
    static String pusher() {
        return Fixtures.path("pusher/pusher-maps-only.exe");
    }
    static final String XSOKOBAN = Fixtures.shipped("xsokoban");

    @TempDir
    Path dir;

    @Test
    void pusherMapsJoinTheGroupsOfTheScreensTheyCopy() {
        // What the groups must be, from the files alone: pusher map ↔ screens with its Unique-Id.
        Map<String, IdentifiedLevel> levels = Fixtures.read(List.of(pusher(), XSOKOBAN));
        Map<String, Set<String>> screensByUniqueId = new HashMap<>();
        levels.forEach((key, level) -> {
            if (key.startsWith(XSOKOBAN) && level instanceof IdentifiedLevel.Valid v) {
                screensByUniqueId.computeIfAbsent(v.ids().uniqueId(), k -> new TreeSet<>()).add(key);
            }
        });
        Map<Integer, Set<String>> expected = new LinkedHashMap<>();
        for (int map = 1; map <= 60; map++) {
            IdentifiedLevel.Valid v = (IdentifiedLevel.Valid) levels.get(pusher() + "#" + map);
            Set<String> screens = screensByUniqueId.get(v.ids().uniqueId());
            if (screens != null) {
                expected.put(map, screens);
            }
        }

        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(pusher(), XSOKOBAN), new Fixtures.Recorder());
            List<DuplicateMember> rows = Fixtures.dups(catalog, new DuplicateFilter(true, Optional.of(pusher())));
            Map<Integer, List<DuplicateMember>> groups = new LinkedHashMap<>();
            rows.forEach(m -> groups.computeIfAbsent(m.group(), k -> new ArrayList<>()).add(m));

            Map<Integer, Set<String>> found = new LinkedHashMap<>();
            List<String> relations = new ArrayList<>();
            for (List<DuplicateMember> group : groups.values()) {
                Set<String> screens = new TreeSet<>();
                List<Integer> maps = new ArrayList<>();
                for (DuplicateMember m : group) {
                    if (m.source().equals(pusher())) {
                        maps.add(m.index());
                        assertEquals("pusher " + m.index(), m.title());
                    } else {
                        screens.add(m.source() + "#" + m.index());
                    }
                    relations.add(m.relation());
                }
                maps.forEach(map -> found.put(map, screens));
            }
            assertEquals(new TreeSet<>(expected.keySet()), new TreeSet<>(found.keySet()));
            expected.forEach((map, screens) -> assertEquals(screens, found.get(map), "pusher " + map));

            // Checked by eye against the files (see the pusher reader's notes): 26 maps copy a
            // screen, several renumbered (pusher 12 is screen 48), some turned or with the man
            // elsewhere.
            assertEquals(26, found.size());
            assertEquals(Set.of(XSOKOBAN + "/screen.48#1"), found.get(12));
            assertEquals(Set.of(XSOKOBAN + "/screen.2#1"), found.get(2));
            assertTrue(relations.stream().anyMatch(r -> r.contains("man elsewhere")), relations.toString());
            assertTrue(relations.stream().anyMatch(r -> r.contains("rotated") || r.contains("mirrored")),
                    relations.toString());
        }
    }
}
