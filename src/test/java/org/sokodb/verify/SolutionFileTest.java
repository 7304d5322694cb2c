package org.sokodb.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.replay.SolutionLimits;

/**
 * The lines of a solution file as {@link SolutionFile} reads them a block at a time: every kind
 * of line break, also where a block ends between the two bytes of a CR LF; a line longer than a
 * block; the byte-order mark; a byte that is no ASCII; a line past the limit, cut and said so.
 */
class SolutionFileTest {
    @TempDir
    Path dir;

    private List<SolutionFile.Line> lines(byte[] bytes) throws IOException {
        Path file = Files.write(dir.resolve("solutions.txt"), bytes);
        List<SolutionFile.Line> lines = new ArrayList<>();
        try (SolutionFile f = SolutionFile.open(file.toString())) {
            for (Optional<SolutionFile.Line> l = f.next(); l.isPresent(); l = f.next()) {
                lines.add(l.get());
            }
            assertEquals(lines.size(), f.count());
        }
        return lines;
    }

    private List<String> texts(String content) throws IOException {
        return lines(content.getBytes(StandardCharsets.ISO_8859_1)).stream().map(SolutionFile.Line::text).toList();
    }

    @Test
    void everyLineBreakEndsOneLineAndTheLastLineNeedsNone() throws IOException {
        assertEquals(List.of("lurd", "LURD", "", "rr", "", "uu"), texts("lurd\nLURD\r\n\rrr\r\r\nuu"));
        assertEquals(List.of("a", ""), texts("a\n\n"));
        assertEquals(List.of("a"), texts("a\r\n"));
        assertEquals(List.of(), texts(""));
    }

    @Test
    void aByteOrderMarkIsDroppedWhereverItIs() throws IOException {
        String bom = "\u00EF\u00BB\u00BF";
        assertEquals(List.of("lurd", "LURD", "lu"), texts(bom + "lurd\n" + bom + "LURD\nl" + bom + "u\n"));
    }

    @Test
    void aByteBeyondAsciiIsOneCharacter() throws IOException {
        assertEquals(List.of("l\u00E9rd", "u"), texts("l\u00E9rd\nu"));
    }

    @Test
    void aCrLfSplitByTheEndOfABlockIsOneBreak() throws IOException {
        for (int before : new int[] {SolutionFile.BLOCK - 1, SolutionFile.BLOCK - 2, SolutionFile.BLOCK}) {
            String first = "l".repeat(before);
            assertEquals(List.of(first, "r", "u"), texts(first + "\r\nr\r\nu"), "the CR at byte " + before);
        }
    }

    @Test
    void aLineOfSeveralBlocksIsReadWhole() throws IOException {
        String lineOfBlocks = "lurd".repeat(SolutionFile.BLOCK);
        List<SolutionFile.Line> lines = lines((lineOfBlocks + "\nr\n").getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(2, lines.size());
        assertEquals(lineOfBlocks, lines.get(0).text());
        assertEquals(new SolutionFile.Line(2, "r", false), lines.get(1));
    }

    @Test
    void aLinePastTheLimitIsCutThereAndTheNextIsReadAsItIs() throws IOException {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        byte[] moves = new byte[SolutionLimits.MAX_TEXT_CHARS + 3 * SolutionFile.BLOCK + 5];
        Arrays.fill(moves, (byte) 'u');
        content.write(moves);
        content.write("\r\nlurd\n".getBytes(StandardCharsets.ISO_8859_1));
        List<SolutionFile.Line> lines = lines(content.toByteArray());
        assertEquals(2, lines.size());
        assertEquals(SolutionLimits.MAX_TEXT_CHARS, lines.get(0).text().length());
        assertTrue(lines.get(0).tooLong());
        assertEquals(new SolutionFile.Line(2, "lurd", false), lines.get(1));

        byte[] atTheLimit = Arrays.copyOf(moves, SolutionLimits.MAX_TEXT_CHARS);
        SolutionFile.Line full = lines(atTheLimit).get(0);
        assertEquals(SolutionLimits.MAX_TEXT_CHARS, full.text().length());
        assertEquals(false, full.tooLong(), "a line of the limit exactly is whole");
    }
}
