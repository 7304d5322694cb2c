package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.sokodb.credits.AuthorTally.AuthorRow;
import org.sokodb.credits.AuthorTally.Credit;
import org.sokodb.credits.AuthorTally.CreditedCopy;

class AuthorTallyTest {
    private static CreditedCopy copy(String source, String... personAndSpelling) {
        List<Credit> credits = new java.util.ArrayList<>();
        for (int i = 0; i < personAndSpelling.length; i += 2) {
            credits.add(new Credit(personAndSpelling[i], personAndSpelling[i + 1]));
        }
        return new CreditedCopy(source, credits);
    }

    @Test
    void aLevelRepublishedUnderAnotherNameAndWithoutOne() {
        AuthorTally t = new AuthorTally();
        // level 1: A's in a.sok, B's in b.sok, and once with no author
        t.add(List.of(copy("a.sok", "a", "Ann"), copy("b.sok", "b", "Bob")), 1);
        // level 2: A's alone, spelled two ways
        t.add(List.of(copy("a.sok", "a", "Ann"), copy("c.sok", "a", "ANN.")), 0);
        // level 3: A and B together, and A alone: they agree
        t.add(List.of(copy("c.sok", "a", "Ann", "b", "Bob"), copy("a.sok", "a", "Ann")), 0);
        assertEquals(List.of(
                new AuthorRow("Ann", "a", List.of("Ann", "ANN."), 3, 2, 1, 1),
                new AuthorRow("Bob", "b", List.of("Bob"), 2, 2, 1, 1)), t.rows());
    }

    @Test
    void partlyAgreeingCreditsCountAgainstTheOneLeftOut() {
        AuthorTally t = new AuthorTally();
        // "A & B" against "A & C": A is credited in both; B and C each lose the level to another
        t.add(List.of(copy("x", "a", "A", "b", "B"), copy("y", "a", "A", "c", "C")), 0);
        assertEquals(List.of(
                new AuthorRow("A", "a", List.of("A"), 1, 2, 0, 0),
                new AuthorRow("B", "b", List.of("B"), 1, 1, 1, 0),
                new AuthorRow("C", "c", List.of("C"), 1, 1, 1, 0)), t.rows());
    }

    @Test
    void theSpellingMostUsedIsTheName() {
        AuthorTally t = new AuthorTally();
        t.add(List.of(copy("x", "d", "david w skinner")), 0);
        t.add(List.of(copy("x", "d", "David W. Skinner")), 0);
        t.add(List.of(copy("y", "d", "David W. Skinner")), 0);
        assertEquals(List.of(new AuthorRow("David W. Skinner", "d", List.of("David W. Skinner", "david w skinner"),
                3, 2, 0, 0)), t.rows());
    }

    @Test
    void rowsGoByName() {
        AuthorTally t = new AuthorTally();
        t.add(List.of(copy("x", "z", "Zoë")), 0);
        t.add(List.of(copy("x", "e", "Émile")), 0);
        t.add(List.of(copy("x", "m", "mary")), 0);
        assertEquals(List.of("Émile", "mary", "Zoë"), t.rows().stream().map(AuthorRow::author).toList());
    }
}
