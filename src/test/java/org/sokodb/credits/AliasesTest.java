package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class AliasesTest {

    @Test
    void aLineJoinsItsNamesByTheNameRule() {
        List<String> problems = new ArrayList<>();
        Aliases a = Aliases.parse("aliases.txt", List.of("GRIGoRusha\tEvgeny Grigoriev", "David Skinner\tDavid W. Skinner"),
                problems::add);
        assertEquals(List.of(), problems);
        assertEquals(a.person("grigorusha"), a.person("evgenygrigoriev"));
        assertEquals("evgenygrigoriev", a.person("grigorusha"));
        assertEquals("davidskinner", a.person("davidwskinner"));
        assertEquals("davidskinner", a.person("davidskinner"));
        assertEquals("someoneelse", a.person("someoneelse"));
    }

    @Test
    void aNameOnTwoLinesJoinsThemWhateverTheirOrder() {
        Aliases one = Aliases.parse("a", List.of("C\tB", "B\tA"), p -> { });
        Aliases two = Aliases.parse("a", List.of("B\tA", "C\tB"), p -> { });
        for (Aliases x : List.of(one, two)) {
            assertEquals("a", x.person("a"));
            assertEquals("a", x.person("b"));
            assertEquals("a", x.person("c"));
        }
    }

    @Test
    void everyNameOfALineIsTheSamePerson() {
        Aliases a = Aliases.parse("a", List.of("Zed\tYves\tXavier"), p -> { });
        assertEquals("xavier", a.person("zed"));
        assertEquals("xavier", a.person("yves"));
    }

    @Test
    void commentsAndEmptyLinesSayNothingAndBadLinesAreSaid() {
        List<String> problems = new ArrayList<>();
        Aliases a = Aliases.parse("names.tsv", List.of("# pen names", "", "Just one name", "Unknown\tSomeone",
                "Same\tsame", "Ann\tBea"), problems::add);
        assertEquals(List.of("names.tsv:3: expected a name, a tab and another name of the same person",
                "names.tsv:4: names one person only (the name rule finds one name on the line)",
                "names.tsv:5: names one person only (the name rule finds one name on the line)"), problems);
        assertEquals("ann", a.person("bea"));
        assertEquals("someone", a.person("someone"));
    }

    @Test
    void noAliasesIsEmpty() {
        assertTrue(Aliases.NONE.isEmpty());
        assertEquals("x", Aliases.NONE.person("x"));
    }

    @Test
    void aLongChainOfLinesIsJoinedInAboutOneStepALine() {
        int n = 20_000;
        Aliases.People people = new Aliases.People();
        for (int i = 0; i < n; i++) {
            people.union("n" + i, "n" + (i + 1));
        }
        for (int i = n; i >= 0; i--) {
            people.union("m" + i, "n" + i);
        }
        java.util.Map<String, String> person = people.byLeastKey();
        assertEquals("m0", person.get("n" + n));
        assertEquals(2 * n + 1, person.size());
        // by rank with path compression: a handful of steps a line; a forest without them takes n²/2
        assertTrue(people.steps <= 10L * 3 * n, people.steps + " steps");
    }
}
