package org.sokodb.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.cli.terminal.CommandFailedException;

/** How an aliases file's bytes become lines: UTF-8, a bad line named by its number, UTF-16 by its byte-order mark. */
class AliasesTextTest {

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof String s) {
                out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
            } else {
                out.write((Integer) p);
            }
        }
        return out.toByteArray();
    }

    @Test
    void oneBadByteLeavesOutItsLineAloneAndTheOthersKeepTheirLetters() {
        List<String> problems = new ArrayList<>();
        List<String> lines = AliasesText.lines("a.tsv", bytes("François Marques\tF Marques\n", "Fran", 0xE7,
                "ois\tFran?is Marques\r\n", "Jørgen Søren\tJS\n"), problems::add);
        assertEquals(List.of("François Marques\tF Marques", "", "Jørgen Søren\tJS"), lines);
        assertEquals(List.of("a.tsv:2: not UTF-8 (save the file as UTF-8); line left out"), problems);
    }

    @Test
    void aByteOrderMarkIsSkipped() {
        assertEquals(List.of("GRIGoRusha\tEvgeny Grigoriev"),
                AliasesText.lines("a", bytes(0xEF, 0xBB, 0xBF, "GRIGoRusha\tEvgeny Grigoriev\n"), p -> { }));
    }

    @Test
    void utf16WithItsByteOrderMarkIsReadWhole() {
        byte[] le = "\uFEFFGRIGoRusha\tEvgeny Grigoriev\nAnn\tBea\n".getBytes(StandardCharsets.UTF_16LE);
        assertEquals(List.of("GRIGoRusha\tEvgeny Grigoriev", "Ann\tBea"), AliasesText.lines("a", le, p -> { }));
        byte[] be = "GRIGoRusha\tEvgeny Grigoriev\n".getBytes(StandardCharsets.UTF_16);
        assertEquals(List.of("GRIGoRusha\tEvgeny Grigoriev"), AliasesText.lines("a", be, p -> { }));
    }

    @Test
    void utf16WithoutAByteOrderMarkIsRefusedWithOneLine() {
        byte[] le = "GRIGoRusha\tEvgeny Grigoriev\n".getBytes(StandardCharsets.UTF_16LE);
        CommandFailedException e = assertThrows(CommandFailedException.class, () -> AliasesText.lines("a", le, p -> { }));
        assertTrue(e.getMessage().startsWith("cannot read aliases from a: a zero byte at byte 2"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }
}
