package org.sokodb.identity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.format.pusher.PusherExeReader;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;

/**
 * pusher.exe borrows from the original XSokoban screens, renumbered, some turned or mirrored,
 * some with the man elsewhere in his area: the Unique-Id finds them, the Exact-Id tells them apart.
 */
class PusherXsokobanOverlapTest {

    @Test
    void pusherMapsThatAreXsokobanScreens() throws Exception {
        LevelIdentity identity = new LevelIdentity();
        Map<String, Integer> screenByUniqueId = new HashMap<>();
        Map<String, Integer> screenByExactId = new HashMap<>();
        for (int screen = 1; screen <= 90; screen++) {
            LevelIds ids = identity.of(Board.parse(
                    Files.readAllLines(TestData.shipped("xsokoban/screen." + screen)).stream()
                            .filter(row -> !row.isBlank()).toList()));
            screenByUniqueId.put(ids.uniqueId(), screen);
            screenByExactId.put(ids.exactId(), screen);
        }
        Map<Integer, String> found = new TreeMap<>();
        byte[] image = Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"));
        try (LevelStream maps = PusherExeReader.read(image, "pusher.exe")) {
            while (maps.hasNext()) {
                LevelRecord map = maps.next();
                LevelIds ids = identity.of(Board.parse(map.rows()));
                Integer screen = screenByUniqueId.get(ids.uniqueId());
                if (screen != null) {
                    found.put(map.index(), screen + (screenByExactId.containsKey(ids.exactId()) ? "" : "~"));
                }
            }
        }
        // "~": the same level, but turned or mirrored or with the man elsewhere (another Exact-Id).
        assertEquals("{2=2, 3=3, 5=5, 6=6, 7=7, 11=11~, 12=48, 16=16, 17=14, 21=17, 26=21, 28=28~, 31=26, 32=31~,"
                + " 33=32, 34=33, 38=34, 40=38, 43=40, 45=43, 47=44, 48=49, 51=45, 53=29~, 56=46, 57=47~}",
                found.toString());
    }
}
