package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The parts of a name that are not people, and "and" in the collections' languages (docs/credits.md). */
class NameRulesTest {

    private static List<String> people(String field) {
        return AuthorNames.of(field).stream().map(AuthorNames.Name::spelling).toList();
    }

    @Test
    void andInTheLanguagesOfTheCollections() {
        // Aymeric_Du_Peloux_282.xsb: "et"
        assertEquals(List.of("Evgeny Grigoriev", "Aymeric du Peloux"),
                people("Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux"));
        assertEquals(List.of("Anna", "Bert"), people("Anna und Bert"));
        assertEquals(List.of("Juan", "Pedro"), people("Juan y Pedro"));
        assertEquals(List.of("Jan", "Piet"), people("Jan en Piet"));
        assertEquals(List.of("Иван", "Пётр"), people("Иван и Пётр"));
        // inside a word, never
        assertEquals(List.of("Sandy Anderson"), people("Sandy Anderson"));
        assertEquals(List.of("Yves Enard"), people("Yves Enard"));
    }

    @Test
    void aCompanysSuffixAndEtAlAreNoPeople() {
        assertEquals(List.of("Thinking Rabbit"), people("Thinking Rabbit, Inc."));
        assertEquals(List.of("Thinking Rabbit"), people("Thinking Rabbit Inc"));
        assertEquals(List.of("Falcon"), people("Falcon Ltd."));
        assertEquals(List.of("Smith"), people("Smith & Co."));
        assertEquals(List.of("David Holland"), people("David Holland et al."));
        assertEquals(List.of("David Holland"), people("David Holland and others"));
        assertEquals(List.of("John Smith"), people("John Smith, Ph.D."));
        // a name ending so is still a name
        assertEquals(List.of("Rocco"), people("Rocco"));
        assertEquals(List.of("Inca Rabbit"), people("Inca Rabbit"));
    }

    @Test
    void juniorIsPartOfTheNameAndInitialsAfterASurnameAreTheirs() {
        assertEquals(List.of("John Smith Jr."), people("John Smith, Jr."));
        assertEquals(List.of("John Smith Sr."), people("John Smith, Sr."));
        assertEquals(List.of("J. Smith"), people("Smith, J."));
        assertEquals(List.of("D. W. Skinner"), people("Skinner, D. W."));
        // a first name after a comma is still another person (docs/credits.md)
        assertEquals(List.of("Holland", "David"), people("Holland, David"));
    }

    @Test
    void aTemplatesPlaceholderNamesNoOne() {
        // ../shared/data/sok/Original_and_Extra.sok: "author name"
        assertEquals(List.of(), people("author name"));
        assertEquals(List.of(), people("Your Name"));
        assertEquals(List.of(), people("unknown"));
        assertEquals(List.of("Thinking Rabbit"), people("Thinking Rabbit & author name"));
    }

    @Test
    void theTitleAfterTheNameIsDropped() {
        // collections/soukoban/Grigr2001_100.xsb: "Author: GRIGoRusha - Zontik #09", "Title: Zontik #09"
        assertEquals(List.of("GRIGoRusha"), AuthorNames.of("GRIGoRusha - Zontik #09", "Zontik #09").stream()
                .map(AuthorNames.Name::spelling).toList());
        assertEquals(List.of("GRIGoRusha"), AuthorNames.of("GRIGoRusha - Comci-comca #08", "Comci-comca #08").stream()
                .map(AuthorNames.Name::spelling).toList());
        // the same field on another copy: not its title, so part of the name (more in TitleAfterNameTest)
        assertEquals(List.of("GRIGoRusha - Zontik #09"), people("GRIGoRusha - Zontik #09"));
        // a hyphen inside a name is the name's
        assertEquals(List.of("Jean-Pierre Dupont"), people("Jean-Pierre Dupont"));
    }
}
