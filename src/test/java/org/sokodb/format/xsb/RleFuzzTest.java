package org.sokodb.format.xsb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.sokodb.Mutator;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Run-length decoding against a plain reference decoder written for this test: on any text,
 * {@link Rle#expand} gives the reference's expansion, or throws {@link RleException} exactly when
 * the syntax is broken or a limit (length, nesting, count digits) is passed; it never throws
 * anything else and never takes long.
 */
class RleFuzzTest {
    private static final long LIMIT = 1000;

    @FuzzTest(maxDuration = "10m")
    void expands(byte[] bytes) {
        check(bytes);
    }

    @Test
    void seedsAndMutations() {
        Mutator.run("Rle", Mutator.seeds(RleFuzzTest.class, "expands"), 20_000, 11, RleFuzzTest::check);
    }

    static void check(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        boolean wellFormed = Reference.syntaxOk(text);
        assertEquals(wellFormed, Rle.isWellFormed(text), "isWellFormed");
        if (!wellFormed) {
            assertThrows(RleException.class, () -> Rle.expand(text, LIMIT));
            return;
        }
        String expected = new Reference(text).expand();
        try {
            Rle.Expansion expansion = Rle.expandCounting(text, LIMIT);
            String actual = expansion.text();
            assertEquals(expected, actual);
            assertTrue(actual.length() <= LIMIT);
            // the work budget: no more repeat turns than characters written (RleTest)
            assertTrue(expansion.turns() <= actual.length(), expansion.turns() + " turns for " + actual.length());
        } catch (RleException e) {
            if (expected != null) {
                fail("refused what the reference expands to " + expected.length() + " characters: " + e.getMessage());
            }
            assertTrue(e.column() >= 1 && e.column() <= text.length() + 1, "column " + e.column());
        }
    }

    /** The simplest decoder that could work: builds the strings, gives up (null) past a limit. */
    private static final class Reference {
        private final String text;
        private int pos;

        Reference(String text) {
            this.text = text;
        }

        /** Balanced parentheses; every run of digits followed by something other than ')'. */
        static boolean syntaxOk(String t) {
            int depth = 0;
            for (int i = 0; i < t.length(); i++) {
                char c = t.charAt(i);
                if (Character.isDigit(c) && c < 128) {
                    int j = i;
                    while (j < t.length() && t.charAt(j) >= '0' && t.charAt(j) <= '9') {
                        j++;
                    }
                    if (j == t.length() || t.charAt(j) == ')') {
                        return false;
                    }
                    i = j - 1;
                } else if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth < 0) {
                    return false;
                }
            }
            return depth == 0;
        }

        /** The expansion, or null when a limit is passed; the syntax is known to be fine. */
        String expand() {
            return sequence(0);
        }

        private String sequence(int depth) {
            StringBuilder sb = new StringBuilder();
            while (pos < text.length() && text.charAt(pos) != ')') {
                int digits = pos;
                while (text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                    pos++;
                }
                boolean tooManyDigits = pos - digits > Rle.MAX_COUNT_DIGITS;
                long count = pos == digits || tooManyDigits ? 1 : Long.parseLong(text.substring(digits, pos));
                String unit;
                if (text.charAt(pos) == '(') {
                    if (depth + 1 > Rle.MAX_NESTING) {
                        return null;
                    }
                    pos++;
                    unit = sequence(depth + 1);
                    pos++;
                } else {
                    unit = String.valueOf(text.charAt(pos++));
                }
                if (tooManyDigits || unit == null) {
                    return null;
                }
                if (!unit.isEmpty()) {
                    if (sb.length() + unit.length() * count > LIMIT) {
                        return null;
                    }
                    sb.append(unit.repeat((int) count));
                }
            }
            return sb.toString();
        }
    }
}
