package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.credits.AuthorNames.Name;

/** The name rule of docs/credits.md, each example as the page gives it. */
class AuthorNamesTest {

    @Test
    void caseSpacingAndPunctuationMakeOnePerson() {
        String key = "davidwskinner";
        assertEquals(List.of(key), AuthorNames.keys("David W. Skinner"));
        assertEquals(List.of(key), AuthorNames.keys("david w skinner"));
        assertEquals(List.of(key), AuthorNames.keys("David W Skinner"));
        assertEquals(List.of(key), AuthorNames.keys("  DAVID  W.SKINNER. "));
        assertEquals(List.of(key), AuthorNames.keys("David-W-Skinner"));
    }

    @Test
    void diacriticsMakeNoDifference() {
        assertEquals(List.of("francoismarques"), AuthorNames.keys("François Marques"));
        assertEquals(List.of("francoismarques"), AuthorNames.keys("Francois Marques"));
        assertEquals(List.of("jorgensoren"), AuthorNames.keys("Jørgen Søren"));
        assertEquals(List.of("strasse"), AuthorNames.keys("Straße"));
        assertEquals(List.of("lukasz"), AuthorNames.keys("Łukasz"));
        assertEquals(List.of("dvorak"), AuthorNames.keys("Dvořák"));
    }

    @Test
    void aLeadingByAnAddressAndAYearAreNotPartOfTheName() {
        assertEquals(List.of("davidholland"), AuthorNames.keys("by David Holland"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland 2001"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland, 1999-2001"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland <david@clickfest88.freeserve.co.uk>"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland david@clickfest88.freeserve.co.uk"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland http://www.clickfest88.co.uk/sokoban/"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland www.clickfest88.co.uk"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("Copyright (c) 2001 by David Holland"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("© David Holland, all rights reserved"));
    }

    @Test
    void aDateWithItsDayAndMonthIsNotPartOfTheName() {
        for (String field : List.of("David Holland, 2001-05", "David Holland 2001-05-03", "David Holland, 05/2001",
                "David Holland, 3.5.2001", "David Holland, Jan 2002", "David Holland, Jan. 2002",
                "David Holland, 5 March 2003", "David Holland, March 5, 2003", "By: David Holland")) {
            assertEquals(List.of(new Name("davidholland", "David Holland")), AuthorNames.of(field), field);
        }
    }

    @Test
    void aMonthOrAFirstNameWithoutAYearStays() {
        assertEquals(List.of("jannovak"), AuthorNames.keys("Jan Novak 2001"));
        assertEquals(List.of("maysmith"), AuthorNames.keys("May Smith"));
        assertEquals(List.of("bojan"), AuthorNames.keys("Bojan 2001"));
        assertEquals(List.of("byronknoll"), AuthorNames.keys("Byron Knoll"));
    }

    @Test
    void aPartWithoutALetterNamesNoOne() {
        assertEquals(List.of(), AuthorNames.keys("#12"));
        assertEquals(List.of("thinkingrabbit"), AuthorNames.keys("Thinking Rabbit, 05"));
        assertEquals("", AuthorNames.key("1234"));
    }

    @Test
    void aYearInsideAWordOrANameStays() {
        assertEquals(List.of("sokofan2000x"), AuthorNames.keys("Sokofan2000x"));
        assertEquals(List.of("player123"), AuthorNames.keys("Player 123"));
    }

    @Test
    void textInBracketsIsARemark() {
        assertEquals(List.of("aymericdupeloux"), AuthorNames.keys("Aymeric du Peloux (Hexocet)"));
        assertEquals(List.of("aymericdupeloux"), AuthorNames.keys("Aymeric du Peloux [levels 1-50]"));
    }

    @Test
    void whatFollowsASpacedDashIsDroppedWhenItIsTheCopysTitle() {
        assertEquals(List.of("grigorusha"), keys("GRIGoRusha - Bardak #01", "Bardak #01"));
        assertEquals(List.of("grigorushabardak01"), keys("GRIGoRusha - Bardak #01", "Zigzag #03"));
        assertEquals(List.of("jeanpierre"), AuthorNames.keys("Jean-Pierre"));
        assertEquals(List.of("grigorusha", "mottled"), keys("GRIGoRusha – Bardak & Mottled", "Bardak"));
    }

    private static List<String> keys(String field, String title) {
        return AuthorNames.of(field, title).stream().map(AuthorNames.Name::key).toList();
    }

    @Test
    void aFieldNamingSeveralPeopleIsSeveralAuthors() {
        List<String> two = List.of("dries", "grigorusha");
        assertEquals(two, AuthorNames.keys("Dries & GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries, GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries and GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries AND GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries et GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries und GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries + GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries; GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("Dries / GRIGoRusha"));
        assertEquals(two, AuthorNames.keys("by Dries and by GRIGoRusha"));
        assertEquals(List.of("driesdeclercq", "grigorusha"), AuthorNames.keys("Dries De Clercq and GRIGoRusha"));
        assertEquals(List.of("evgenygrigoriev", "aymericdupeloux"),
                AuthorNames.keys("Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux"));
        assertEquals(List.of("dholland", "sokgen"), AuthorNames.keys("D Holland + sokgen"));
    }

    @Test
    void andInsideANameIsNoSeparator() {
        assertEquals(List.of("sandyanderson"), AuthorNames.keys("Sandy Anderson"));
        assertEquals(List.of("brandonetten"), AuthorNames.keys("Brandon Etten"));
    }

    @Test
    void onePersonNamedTwiceIsOneAuthor() {
        assertEquals(List.of("ab"), AuthorNames.keys("A B & a.b."));
    }

    @Test
    void spellingsAreTidiedButKept() {
        assertEquals(List.of(new Name("davidwskinner", "David W. Skinner")), AuthorNames.of("  by  David   W. Skinner, "));
        assertEquals(List.of(new Name("aymericdupeloux", "Aymeric du Peloux")),
                AuthorNames.of("Aymeric du Peloux (Hexocet)"));
        assertEquals(List.of(new Name("dholland", "D Holland"), new Name("sokgen", "sokgen")),
                AuthorNames.of("D Holland + sokgen"));
    }

    @Test
    void aFieldThatSaysNoOneNamesNoOne() {
        assertEquals(List.of(), AuthorNames.keys(""));
        assertEquals(List.of(), AuthorNames.keys("   "));
        assertEquals(List.of(), AuthorNames.keys("Unknown"));
        assertEquals(List.of(), AuthorNames.keys("anonymous"));
        assertEquals(List.of(), AuthorNames.keys("n/a"));
        assertEquals(List.of(), AuthorNames.keys("N/A"));
        assertEquals(List.of(), AuthorNames.keys("?"));
        assertEquals(List.of(), AuthorNames.keys("(c) 1999"));
        assertEquals(List.of(), AuthorNames.keys("someone@example.org"));
        assertEquals(List.of(), AuthorNames.keys("Various"));
        assertEquals(List.of(), AuthorNames.keys("various authors"));
        assertEquals(List.of(), AuthorNames.keys("Unknown author"));
        assertEquals(List.of(), AuthorNames.keys("no one"));
        assertEquals(List.of("thinkingrabbit"), AuthorNames.keys("Thinking Rabbit & unknown"));
    }

    @Test
    void otherNamesStayOtherPeople() {
        assertNotEquals(AuthorNames.keys("D Holland"), AuthorNames.keys("David Holland"));
        assertNotEquals(AuthorNames.keys("David Skinner"), AuthorNames.keys("David W. Skinner"));
        assertNotEquals(AuthorNames.keys("Fran?is Marques"), AuthorNames.keys("François Marques"));
    }

    @Test
    void aNameAskedForIsNotCut() {
        assertEquals("driesdeclercqandgrigorusha", AuthorNames.key("Dries De Clercq and GRIGoRusha"));
        assertEquals("davidwskinner", AuthorNames.key("by David W. Skinner (Microban)"));
        assertEquals("", AuthorNames.key("unknown"));
    }
}
