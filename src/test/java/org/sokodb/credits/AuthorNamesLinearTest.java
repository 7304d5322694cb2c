package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The name rule reads a field in time linear in its length: counted as the characters its
 * patterns read, never by a clock. A pattern that backtracks over a long run of letters reads
 * each of them again from every letter of the run, and the count stops it at its budget.
 */
class AuthorNamesLinearTest {
    /** The longest author field the catalog stores. */
    private static final int STORED = 200_000;

    /** Characters read through it are counted; past the budget, reading fails. */
    private static final class Counted implements CharSequence {
        private final CharSequence text;
        private final long[] reads;
        private final long budget;

        Counted(CharSequence text, long[] reads, long budget) {
            this.text = text;
            this.reads = reads;
            this.budget = budget;
        }

        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char charAt(int index) {
            if (++reads[0] > budget) {
                throw new IllegalStateException("read more than " + budget + " characters");
            }
            return text.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new Counted(text.subSequence(start, end), reads, budget);
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }

    private static long reads(String field) {
        long[] reads = {0};
        long budget = 100L * field.length();
        AuthorNames.withoutNonNames(field, s -> new Counted(s, reads, budget));
        return reads[0];
    }

    @Test
    void aLongRunOfLettersIsReadAFewTimesNotOnceFromEachLetter() {
        String letters = "a".repeat(STORED);
        long read = reads(letters);
        assertTrue(read <= 100L * STORED, read + " characters read");
    }

    @Test
    void aRunOfAddressCharactersWithoutAnAtSignIsLinearToo() {
        assertTrue(reads("x.y-z%w+".repeat(STORED / 8)) <= 100L * STORED);
        assertTrue(reads("user@" + "host-".repeat(STORED / 5)) <= 100L * STORED);
        assertTrue(reads("1 ".repeat(STORED / 2)) <= 100L * STORED);
    }

    @Test
    void aStoredFieldIsReadByItsFirstThousandCharacters() {
        List<AuthorNames.Name> people = AuthorNames.of("David Holland, " + "a".repeat(STORED));
        assertEquals("davidholland", people.get(0).key());
        assertEquals(AuthorNames.MOST_CHARS - "David Holland, ".length(), people.get(1).key().length());
    }

    @Test
    void addressesAreStillTakenOut() {
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland <david@clickfest88.freeserve.co.uk>"));
        assertEquals(List.of("davidholland"), AuthorNames.keys("David Holland mailto:david@clickfest88.freeserve.co.uk"));
        assertEquals(List.of("aymericdupeloux"), AuthorNames.keys("Aymeric du Peloux<aymeric.dupeloux@smile.fr>"));
    }
}
