package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A person, not a string (docs/credits.md): names joined by their forms, by the pen names fields
 * state, and by the aliases file; each rule with real spellings of ../shared/data and collections/,
 * and the names it must keep apart.
 */
class PersonsTest {

    private static Aliases join(String... fields) {
        Persons p = new Persons();
        for (String f : fields) {
            AuthorNames.of(f).forEach(p::name);
            AuthorNames.penNames(f).forEach(pair -> p.stated(pair.get(0), pair.get(1), "set.xsb (" + f + ")"));
        }
        return p.join(Aliases.NONE);
    }

    private static boolean same(Aliases a, String x, String y) {
        return a.person(AuthorNames.key(x)).equals(a.person(AuthorNames.key(y)));
    }

    @Test
    void anInitialIsTheFirstNameItStandsFor() {
        // collections/soukoban/Holland_81.xsb writes both
        Aliases a = join("David Holland", "D Holland", "D. Holland");
        assertTrue(same(a, "D Holland", "David Holland"));
        assertEquals(List.of("David Holland = D Holland: an initial"), a.learned("davidholland"));
    }

    @Test
    void neverAnotherInitialOrAnotherFirstName() {
        Aliases a = join("D Holland", "E Holland", "David Holland", "Sven Egevad", "Sandy Egevad");
        assertTrue(!same(a, "D Holland", "E Holland"));
        assertTrue(!same(a, "E Holland", "David Holland"));
        assertTrue(!same(a, "Sven Egevad", "Sandy Egevad"));
        // a surname alone is no one's name
        assertTrue(!same(join("Holland", "David Holland"), "Holland", "David Holland"));
    }

    @Test
    void anInitialThatCouldStandForTwoNamesJoinsNeither() {
        Aliases a = join("D Holland", "David Holland", "Dan Holland");
        assertTrue(!same(a, "D Holland", "David Holland"));
        assertTrue(!same(a, "D Holland", "Dan Holland"));
        assertTrue(!same(a, "David Holland", "Dan Holland"));
    }

    @Test
    void aMiddleInitialWrittenOrNot() {
        // Lee J Haywood (collections/soukoban/GrigrSpecial_40.xsb, ../shared/data) and Lee Haywood elsewhere;
        // David W. Skinner (Microban's copyright) and David Skinner (Aymeric_Du_Peloux_282.xsb)
        assertTrue(same(join("Lee J Haywood", "Lee Haywood"), "Lee Haywood", "Lee J Haywood"));
        assertTrue(same(join("David W. Skinner", "David Skinner"), "David Skinner", "David W. Skinner"));
        Aliases two = join("Lee J Haywood", "Lee K Haywood", "Lee Haywood");
        assertTrue(!same(two, "Lee J Haywood", "Lee K Haywood"));
        assertTrue(!same(two, "Lee Haywood", "Lee K Haywood"));
    }

    @Test
    void twoTransliterationsOfOneName() {
        Aliases a = join("Evgeny Grigoriev", "Evgeniy Grigoriev", "Evgenij Grigoryev", "Yevgeny Grigoriev");
        assertTrue(same(a, "Evgeniy Grigoriev", "Evgeny Grigoriev"));
        assertTrue(same(a, "Evgenij Grigoryev", "Evgeny Grigoriev"));
        assertTrue(same(a, "Yevgeny Grigoriev", "Evgeny Grigoriev"));
        assertTrue(!same(join("Evgeny Grigoriev", "Evgeny Gregory"), "Evgeny Grigoriev", "Evgeny Gregory"));
        // a letter lost to an encoding is not another transliteration: du Peloux's set writes Fran?is
        assertTrue(!same(join("François Marques", "Fran?is Marques"), "François Marques", "Fran?is Marques"));
    }

    @Test
    void aPenNameTheDataStatesIsOnePersonForTheWholeCatalog() {
        // ../shared/data/sets/soukoban/Aymeric_Du_Peloux_282.xsb, and GRIGoRusha alone in the Grigr sets
        Aliases a = join("Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux", "GRIGoRusha", "Evgeniy Grigoriev");
        assertTrue(same(a, "GRIGoRusha", "Evgeny Grigoriev"));
        assertTrue(same(a, "GRIGoRusha", "Evgeniy Grigoriev"));
        assertTrue(!same(a, "GRIGoRusha", "Aymeric du Peloux"));
        assertTrue(a.learned(a.person("grigorusha")).contains("GRIGoRusha = Evgeny Grigoriev: stated in set.xsb "
                + "(Evgeny Grigoriev (GRIGoRusha) et Aymeric du Peloux)"), a.learned(a.person("grigorusha")).toString());
        assertTrue(same(join("Evgeny Grigoriev aka GRIGoRusha"), "GRIGoRusha", "Evgeny Grigoriev"));
        assertTrue(same(join("Evgeny Grigoriev alias GRIGoRusha"), "GRIGoRusha", "Evgeny Grigoriev"));
    }

    @Test
    void aBracketThatIsNoNameJoinsNoOne() {
        // Aymeric_Du_Peloux_282.xsb: "Brian Damgaard (with YASgen) et Aymeric du Peloux"
        assertEquals(List.of(), AuthorNames.penNames("Brian Damgaard (with YASgen) et Aymeric du Peloux"));
        assertEquals(List.of(), AuthorNames.penNames("David Holland (2001)"));
        assertEquals(List.of(), AuthorNames.penNames("David Holland (remake)"));
        assertEquals(List.of(), AuthorNames.penNames("David Holland (levels 1-50)"));
    }

    @Test
    void namesAreComparedInTheirPlaceOnlyNotAllPairs() {
        Persons p = new Persons();
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            String first = Character.toString('a' + i % 26) + "x" + i;
            p.name(new AuthorNames.Name("k" + i, first + " Surname" + (i / 4)));
        }
        Aliases a = p.join(Aliases.NONE);
        assertNotEquals(null, a);
        // four names a surname, each of its own first letter: no pair is compared
        assertTrue(p.comparisons <= 4L * n, p.comparisons + " comparisons");
    }
}
