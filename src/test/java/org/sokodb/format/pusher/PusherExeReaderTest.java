package org.sokodb.format.pusher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.sokodb.TestData;
import org.sokodb.board.Board;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceException;

/** The 60 maps of the real game (an image with the code zeroed), and every kind of damage to it. */
class PusherExeReaderTest {
    static final String SOURCE = "pusher.exe";
    /** Map 7 is 13x12 at 0x15AD, its man bytes (5, 2) at 0x15D7; map 8 starts at 0x15D9. */
    static final int MAP_7 = 0x15AD;
    static final int MAP_7_MAN = 0x15D7;

    static byte[] image;

    @BeforeAll
    static void load() throws IOException {
        image = Files.readAllBytes(TestData.path("pusher/pusher-maps-only.exe"));
    }

    static List<LevelRecord> readAll(byte[] bytes) {
        List<LevelRecord> records = new ArrayList<>();
        try (LevelStream levels = PusherExeReader.read(bytes, SOURCE)) {
            levels.forEachRemaining(records::add);
        }
        return records;
    }

    /** The maps as the decoder sees them, with their packing statistics. */
    static List<PusherMap> decodeAll(byte[] bytes) throws DamagedMapException {
        PusherExeLayout layout = PusherExeLayout.of(bytes, SOURCE);
        List<PusherMap> maps = new ArrayList<>();
        for (int n = 1; n <= PusherExeLayout.MAP_COUNT; n++) {
            maps.add(PusherMapDecoder.decode(bytes, n, layout.mapOffset(n), layout.limit(n)));
        }
        return maps;
    }

    // ---- the real maps

    @Test
    void sixtyPlayableLevels() throws Exception {
        List<LevelRecord> records = readAll(image);
        assertEquals(60, records.size());
        for (int i = 0; i < 60; i++) {
            LevelRecord r = records.get(i);
            assertEquals(Optional.empty(), r.rejection(), r.title());
            assertEquals("pusher " + (i + 1), r.title());
            assertEquals(i + 1, r.index());
            assertEquals(i + 1, r.line());
            assertEquals("", r.author());
            Board board = Board.parse(r.rows());
            assertEquals(Optional.empty(), board.playabilityProblem(), r.title());
        }
    }

    @Test
    void streamSaysItsFormat() {
        try (LevelStream levels = PusherExeReader.read(image, SOURCE)) {
            assertEquals("pusher.exe", levels.format());
            assertEquals("", levels.fileNotes());
        }
    }

    @Test
    void mapOneAsTheBlogShowsIt() {
        // The blog prints walls as X and boxes as *; its text lost the spaces, the walls match.
        assertEquals(List.of(
                "    #####",
                "    #   #",
                "    #$  #",
                "  ###  $###",
                "  #  $  $ #",
                "### # ### #     ######",
                "#   # ### #######  ..#",
                "# $  $             ..#",
                "##### #### #@####  ..#",
                "    #      ###  ######",
                "    ########"), readAll(image).get(0).rows());
    }

    @Test
    void sizesAndOffsetsMatchTheDocument() throws Exception {
        List<PusherMap> maps = decodeAll(image);
        PusherMap first = maps.get(0);
        assertEquals(22, first.width());
        assertEquals(11, first.height());
        assertEquals(0x148C, first.offset());
        assertEquals(50, first.end() - first.offset());
        assertEquals(0x25DB, maps.get(59).offset());
        assertEquals(29, maps.stream().mapToInt(PusherMap::width).max().orElseThrow());
        assertEquals(20, maps.stream().mapToInt(PusherMap::height).max().orElseThrow());
    }

    @Test
    void manBytesFollowEachMapOnAByteBoundary() throws Exception {
        List<PusherMap> maps = decodeAll(image);
        for (int i = 0; i < 60; i++) {
            PusherMap map = maps.get(i);
            assertEquals(map.manX(), image[map.end() - 2], "map " + map.number());
            assertEquals(map.manY(), image[map.end() - 1], "map " + map.number());
            // The maps lie back to back: what follows the man bytes is the next map.
            if (i < 59) {
                assertEquals(maps.get(i + 1).offset(), map.end(), "map " + map.number());
            }
        }
    }

    /**
     * The runs the maps were packed in are the ones a plain greedy packer makes of the decoded
     * squares (the longest run of one code first, at most nine squares, row after row with
     * no break at a row's end: docs/pusher-exe.md), counted here from the grids independently
     * of the decoder; some of them go on from one row into the next.
     */
    @Test
    void runsAreWhatAGreedyPackerMakesOfTheSquaresAndSomeCrossRowEnds() throws Exception {
        List<PusherMap> maps = decodeAll(image);
        int across = 0;
        for (PusherMap map : maps) {
            int[] greedy = greedyRuns(map);
            assertEquals(greedy[0], map.runs(), "map " + map.number());
            assertEquals(greedy[1], map.runsAcrossRows(), "map " + map.number());
            across += greedy[1];
        }
        assertTrue(across > 0, "runs that cross a row's end");
    }

    /** {runs, runs across a row's end} of the greedy packing of {@code map}'s squares, row-major. */
    private static int[] greedyRuns(PusherMap map) {
        StringBuilder squares = new StringBuilder();
        for (String row : map.grid()) {
            // the man stands on a floor or goal square, which is what was packed
            squares.append(row.replace('@', ' ').replace('+', '.'));
        }
        int runs = 0;
        int across = 0;
        for (int i = 0; i < squares.length(); ) {
            int end = i + 1;
            while (end < squares.length() && end - i < 9 && squares.charAt(end) == squares.charAt(i)) {
                end++;
            }
            runs++;
            if (i / map.width() != (end - 1) / map.width()) {
                across++;
            }
            i = end;
        }
        return new int[] {runs, across};
    }

    @Test
    void theManNeverStartsOnAGoal() throws Exception {
        for (PusherMap map : decodeAll(image)) {
            assertTrue(String.join("", map.grid()).indexOf('@') >= 0, "map " + map.number());
        }
    }

    @Test
    void greedyRunsGiveBackTheGameBytes() throws Exception {
        for (PusherMap map : decodeAll(image)) {
            assertArrayEquals(Arrays.copyOfRange(image, map.offset(), map.end()),
                    PusherMapEncoder.encode(map.width(), map.height(), map.grid()), "map " + map.number());
        }
    }

    // ---- damage to the whole file: the source is refused

    static String refusal(byte[] bytes) {
        return assertThrows(SourceException.class, () -> PusherExeReader.read(bytes, SOURCE)).reason();
    }

    @Test
    void truncatedFile() {
        assertEquals("truncated pusher.exe: the file ends at 0x1F40, its MZ header declares 0x2988 (10,632 bytes)",
                refusal(Arrays.copyOf(image, 8000)));
    }

    @Test
    void wrongSignature() {
        byte[] bytes = image.clone();
        bytes[1] = 'X';
        assertEquals("not a pusher.exe: no MZ signature at 0x0000", refusal(bytes));
    }

    @Test
    void anotherExecutable() {
        assertEquals(PusherExeLayout.NOT_PUSHER_EXE, refusal(Arrays.copyOf(image, image.length + 1)));
        byte[] shortWithoutHeader = Arrays.copyOf(image, 8000);
        Arrays.fill(shortWithoutHeader, 2, 6, (byte) 0);
        assertEquals(PusherExeLayout.NOT_PUSHER_EXE, refusal(shortWithoutHeader));
    }

    @Test
    void tableEntryOutsideTheFile() {
        byte[] bytes = image.clone();
        bytes[0x281C] = (byte) 0xFF;
        bytes[0x281D] = (byte) 0xFF;
        assertEquals("map 7: the table entry at 0x281C points to 0x1148B, outside the file (it ends at 0x2988)",
                refusal(bytes));
    }

    // ---- damage to one map: that map is rejected, the others are read

    /** Reads damaged bytes, checks that only map 7 is rejected, and returns its problem line. */
    static String map7Problem(byte[] bytes) {
        List<LevelRecord> records = readAll(bytes);
        assertEquals(60, records.size());
        for (LevelRecord r : records) {
            assertEquals(r.index() == 7, r.rejection().isPresent(), r.title());
        }
        LevelRecord seven = records.get(6);
        assertEquals("pusher 7", seven.title());
        assertEquals(List.of(), seven.rows());
        return seven.location().message(seven.rejection().orElseThrow());
    }

    static byte[] damaged(int offset, int value) {
        byte[] bytes = image.clone();
        bytes[offset] = (byte) value;
        return bytes;
    }

    @Test
    void widthOutOfBounds() {
        assertEquals("pusher.exe:7: level 7: map 7: width 40 at 0x15AD is out of bounds (1 to 39)",
                map7Problem(damaged(MAP_7, 40)));
        assertEquals("pusher.exe:7: level 7: map 7: width 0 at 0x15AD is out of bounds (1 to 39)",
                map7Problem(damaged(MAP_7, 0)));
    }

    @Test
    void heightOutOfBounds() {
        assertEquals("pusher.exe:7: level 7: map 7: height 25 at 0x15AE is out of bounds (1 to 24)",
                map7Problem(damaged(MAP_7 + 1, 25)));
    }

    @Test
    void cellsRunPastTheNextMap() {
        assertEquals("pusher.exe:7: level 7: map 7 at 0x15AD: the cells run past map 8 at 0x15D9"
                + " after 163 of the 13x24 cells", map7Problem(damaged(MAP_7 + 1, 24)));
    }

    @Test
    void cellsRunPastTheEndOfTheFile() {
        // Map 60 moved to 0x2980, 8 bytes before the end: a 20x10 header, then zero bits (1 floor per 3 bits).
        byte[] bytes = image.clone();
        int entry = 0x2980 - PusherExeLayout.MAP_BASE;
        bytes[0x2810 + 2 * 59] = (byte) entry;
        bytes[0x2810 + 2 * 59 + 1] = (byte) (entry >> 8);
        bytes[0x2980] = 20;
        bytes[0x2981] = 10;
        List<LevelRecord> records = readAll(bytes);
        assertEquals(59, records.stream().filter(r -> r.rejection().isEmpty()).count());
        assertEquals(Optional.of("map 60 at 0x2980: the cells run past the end of the file at 0x2988"
                + " after 16 of the 20x10 cells"), records.get(59).rejection());
    }

    @Test
    void manOutsideTheMap() {
        assertEquals("pusher.exe:7: level 7: map 7: the man at column 14, row 3 (bytes at 0x15D7)"
                + " is outside the 13x12 map", map7Problem(damaged(MAP_7_MAN, 13)));
        assertEquals("pusher.exe:7: level 7: map 7: the man at column 6, row 13 (bytes at 0x15D7)"
                + " is outside the 13x12 map", map7Problem(damaged(MAP_7_MAN + 1, 12)));
    }

    @Test
    void manOnAWallOrABox() {
        assertEquals("pusher.exe:7: level 7: map 7: the man at column 1, row 3 (bytes at 0x15D7) stands on a wall",
                map7Problem(damaged(MAP_7_MAN, 0)));
        assertEquals("pusher.exe:7: level 7: map 7: the man at column 10, row 3 (bytes at 0x15D7) stands on a box",
                map7Problem(damaged(MAP_7_MAN, 9)));
    }

    @Test
    void aDamagedMapDoesNotMoveTheOthers() {
        List<LevelRecord> clean = readAll(image);
        List<LevelRecord> records = readAll(damaged(MAP_7, 40));
        for (int i = 0; i < 60; i++) {
            if (i != 6) {
                assertEquals(clean.get(i), records.get(i));
            }
        }
        assertFalse(records.get(6).rejection().isEmpty());
    }
}
