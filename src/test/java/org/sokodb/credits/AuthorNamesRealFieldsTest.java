package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The name rule over the author fields the real files of {@code ../shared/data} hold (every
 * shape met there: SOK and XSB {@code Author:} lines, headers, two and three people in one
 * field, an address, a remark in brackets, a letter lost to an encoding),
 * each with the people written by hand from docs/credits.md. A title after a dash, read with the
 * copy's title: TitleAfterNameTest.
 */
class AuthorNamesRealFieldsTest {

    @Test
    void everyShapeOfTheSharedData() {
        Map<String, List<String>> fields = new LinkedHashMap<>();
        fields.put("Sven Egevad", List.of("Sven Egevad"));
        fields.put("Lee J Haywood", List.of("Lee J Haywood"));
        fields.put("Thinking Rabbit", List.of("Thinking Rabbit"));
        fields.put("Aymeric du Peloux", List.of("Aymeric du Peloux"));
        fields.put("Aymeric du Peloux (Hexocet)", List.of("Aymeric du Peloux"));
        fields.put("Aymeric du Peloux<aymeric.dupeloux@smile.fr>", List.of("Aymeric du Peloux"));
        fields.put("GRIGoRusha", List.of("GRIGoRusha"));
        fields.put("Yoshio Murase", List.of("Yoshio Murase"));
        fields.put("David Holland", List.of("David Holland"));
        fields.put("D Holland", List.of("D Holland"));
        fields.put("D Holland + sokgen", List.of("D Holland", "sokgen"));
        fields.put("David Skinner", List.of("David Skinner"));
        fields.put("François Marques", List.of("François Marques"));
        fields.put("Fran?is Marques et Aymeric du Peloux", List.of("Fran?is Marques", "Aymeric du Peloux"));
        fields.put("Dries De Clercq and GRIGoRusha", List.of("Dries De Clercq", "GRIGoRusha"));
        fields.put("Mottled and GRIGoRusha", List.of("Mottled", "GRIGoRusha"));
        fields.put("Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux", List.of("Evgeny Grigoriev", "Aymeric du Peloux"));
        fields.put("Brian Damgaard (with YASgen) et Aymeric du Peloux", List.of("Brian Damgaard", "Aymeric du Peloux"));
        fields.put("YASGen, Brian Damgaard and GRIGoRusha", List.of("YASGen", "Brian Damgaard", "GRIGoRusha"));
        fields.put("Kevin B. Reilly and GRIGoRusha", List.of("Kevin B. Reilly", "GRIGoRusha"));
        fields.put("David Holland et Aymeric du Peloux", List.of("David Holland", "Aymeric du Peloux"));
        fields.put("Frantisek Pokorny", List.of("Frantisek Pokorny"));
        fields.put("Betepok", List.of("Betepok"));
        fields.put("ZOMG! Collection author", List.of("ZOMG! Collection author"));
        fields.put("Thinking Rabbit, Inc.", List.of("Thinking Rabbit"));
        fields.put("Thinking Rabbit Inc.", List.of("Thinking Rabbit"));
        fields.put("Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux", List.of("Evgeny Grigoriev", "Aymeric du Peloux"));
        fields.put("author name", List.of());
        fields.forEach((field, people) -> assertEquals(people,
                AuthorNames.of(field).stream().map(AuthorNames.Name::spelling).toList(), field));
    }

    @Test
    void theSpellingsOfOnePersonThereAreOneKey() {
        assertEquals(AuthorNames.keys("Aymeric du Peloux"), AuthorNames.keys("Aymeric Du Peloux"));
        assertEquals(AuthorNames.keys("Aymeric du Peloux"), AuthorNames.keys("Aymeric du Peloux<aymeric.dupeloux@smile.fr>"));
        assertEquals(AuthorNames.keys("GRIGoRusha"), AuthorNames.of("GRIGoRusha - Zigzag #03", "Zigzag #03").stream()
                .map(AuthorNames.Name::key).toList());
        assertEquals(AuthorNames.keys("Francois Marques"), AuthorNames.keys("François Marques"));
        // the mangled byte-order mark of Sven_1623.xsb, as a decoder that misses it would leave it
        assertEquals(AuthorNames.keys("Sven Egevad"), AuthorNames.keys("Sven Egevad\uFEFF"));
    }
}
