package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.sokodb.TestData;

/**
 * {@code NAME - TITLE}: the copy's own title written after its author's name is dropped, and
 * only that (docs/credits.md). The real copies are those of {@code
 * ../shared/data/sets/soukoban/Grigr2001_100.xsb}, whose {@code Author:} line is followed by the
 * {@code Title:} line of the same level; the counter-examples are a dash followed by anything
 * but the copy's title.
 */
class TitleAfterNameTest {

    private static List<String> people(String field, String title) {
        return AuthorNames.of(field, title).stream().map(AuthorNames.Name::spelling).toList();
    }

    /** Each field of the file with a spaced dash, and the title of its level. */
    private static Map<String, String> grigrCopies() throws IOException {
        List<String> lines = Files.readAllLines(TestData.path("sets/soukoban/Grigr2001_100.xsb"),
                StandardCharsets.ISO_8859_1);
        Map<String, String> copies = new LinkedHashMap<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("Author: ") && lines.get(i).contains(" - ")
                    && lines.get(i + 1).startsWith("Title: ")) {
                copies.put(lines.get(i).substring("Author: ".length()), lines.get(i + 1).substring("Title: ".length()));
            }
        }
        return copies;
    }

    @Test
    void onItsOwnCopyTheTitleIsDropped() throws IOException {
        Map<String, String> copies = grigrCopies();
        assertEquals(26, copies.size(), "Grigr2001_100.xsb's fields with a title after the name");
        assertEquals("Bardak #01", copies.get("GRIGoRusha - Bardak #01"));
        copies.forEach((field, title) -> assertEquals(List.of("GRIGoRusha"), people(field, title), field));
    }

    @Test
    void onAnotherCopyTheFieldStaysWhole() throws IOException {
        // the same fields read with another level's title, or none: not that copy's title, so part of the name
        assertEquals(List.of("GRIGoRusha - Bardak #01"), people("GRIGoRusha - Bardak #01", "Zigzag #03"));
        assertEquals(List.of("GRIGoRusha - Bardak #01"), people("GRIGoRusha - Bardak #01", "Bardak"));
        assertEquals(List.of("GRIGoRusha - Bardak #01"), people("GRIGoRusha - Bardak #01", ""));
        assertEquals(List.of("GRIGoRusha - Bardak #01"), AuthorNames.of("GRIGoRusha - Bardak #01").stream()
                .map(AuthorNames.Name::spelling).toList());
    }

    @Test
    void aNameWithADashThatIsNotTheTitleStaysWhole() {
        assertEquals(List.of("Sokoban Club - Tokyo"), people("Sokoban Club - Tokyo", "Level 1"));
        assertEquals(List.of("Jean - Pierre Dupont"), people("Jean - Pierre Dupont", "Pierre"));
        assertEquals(List.of("Jean-Pierre Dupont"), people("Jean-Pierre Dupont", "Pierre Dupont"));
    }

    @Test
    void theTitleIsComparedAsKeysAre() {
        // case, spacing and punctuation make no difference; any of the dashes
        assertEquals(List.of("GRIGoRusha"), people("GRIGoRusha - bardak 01", "Bardak #01"));
        assertEquals(List.of("GRIGoRusha"), people("GRIGoRusha – Bardak #01", "Bardak #01"));
        // the title after one of several people
        assertEquals(List.of("GRIGoRusha", "Mottled"), people("GRIGoRusha – Bardak & Mottled", "Bardak"));
        assertEquals(List.of("Mottled", "GRIGoRusha"), people("Mottled and GRIGoRusha - Up, down", "Up, down"));
    }
}
