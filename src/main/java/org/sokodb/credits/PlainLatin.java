package org.sokodb.credits;

import java.text.Normalizer;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.Transliterator;

/**
 * A name in plain Latin letters, as names are compared (docs/credits.md): another script
 * transliterated ({@code Евгений Григорьев} is {@code Evgenij Grigor'ev}), diacritics and the
 * letters that carry none taken to plain Latin ({@code ç} is {@code c}, {@code ß} is {@code ss},
 * {@code ł} is {@code l}), then fully case-folded. ICU4J does the transliteration (its
 * {@code Any-Latin} and {@code Latin-ASCII} rules) and the case folding: the rules of every
 * script, not a table of ours. Its transliterators take a few hundred milliseconds to load, so
 * they are loaded only for a name that needs them: a name of ASCII letters, or of Latin letters
 * whose diacritics come off by decomposition ({@code François}), never loads them.
 */
final class PlainLatin {
    private PlainLatin() {
    }

    /** {@code s} in plain Latin, case-folded; what is not a letter or digit is kept as it is. */
    static String of(String s) {
        if (s.chars().allMatch(c -> c < 0x80)) {
            return UCharacter.foldCase(s, true);
        }
        String decomposed = withoutMarks(Normalizer.normalize(s, Normalizer.Form.NFKD));
        if (decomposed.chars().allMatch(c -> c < 0x80)) {
            return UCharacter.foldCase(decomposed, true);
        }
        return UCharacter.foldCase(withoutMarks(Transliterators.toAscii(s)), true);
    }

    private static String withoutMarks(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().filter(cp -> Character.getType(cp) != Character.NON_SPACING_MARK).forEach(sb::appendCodePoint);
        return sb.toString();
    }

    /** ICU's transliterators, loaded on first use; an instance is not to be shared between threads unguarded. */
    private static final class Transliterators {
        private static final Transliterator TO_ASCII = Transliterator.getInstance("Any-Latin; Latin-ASCII");

        static synchronized String toAscii(String s) {
            return TO_ASCII.transliterate(s);
        }
    }
}
