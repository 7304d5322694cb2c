package org.sokodb.credits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Names in another script or with letters beyond ASCII meet their plain Latin spelling
 * (docs/credits.md): ICU4J transliterates and case-folds ({@link PlainLatin}), the name's form
 * then compares transliterations ({@link NameForm}). The Latin spellings are those of the shared
 * sets (Evgeny Grigoriev in {@code ../shared/data/sets/soukoban/Aymeric_Du_Peloux_282.xsb},
 * François Marques in the same set); the Cyrillic ones are how the same people write their names.
 */
class TransliterationTest {

    private static Aliases join(String... fields) {
        Persons p = new Persons();
        for (String f : fields) {
            AuthorNames.of(f).forEach(p::name);
        }
        return p.join(Aliases.NONE);
    }

    private static boolean same(Aliases a, String x, String y) {
        return a.person(AuthorNames.key(x)).equals(a.person(AuthorNames.key(y)));
    }

    @Test
    void anotherScriptIsWrittenInLatinLetters() {
        // ICU's Cyrillic-Latin: й is j, ь an apostrophe, dropped with the punctuation
        assertEquals("evgenijgrigorev", AuthorNames.fold("Евгений Григорьев"));
        assertEquals("ivanpetrov", AuthorNames.fold("ИВАН ПЕТРОВ"));
        // ICU writes φ as ph; the name's form hears ph as f, so Σοφία and Sofia are one spelling apart
        assertEquals("sophia", AuthorNames.fold("Σοφία"));
        assertEquals(NameForm.of("Sofia Rossi"), NameForm.of("Σοφία Rossi"));
    }

    @Test
    void lettersWithoutADiacriticToTakeOffAndFullCaseFolding() {
        assertEquals("strasse", AuthorNames.fold("STRAßE"));
        assertEquals(AuthorNames.fold("STRASSE"), AuthorNames.fold("Straße"));
        assertEquals("lukaszsorendorde", AuthorNames.fold("Łukasz Søren Đorđe"));
        assertEquals("francoismarques", AuthorNames.fold("François Marques"));
        assertEquals("thorsen", AuthorNames.fold("Þorsen"));
    }

    @Test
    void theCyrillicSpellingMeetsTheLatinOnes() {
        Aliases a = join("Евгений Григорьев", "Evgeniy Grigoriev", "Evgeny Grigoriev", "Yevgeny Grigoryev");
        assertTrue(same(a, "Евгений Григорьев", "Evgeniy Grigoriev"));
        assertTrue(same(a, "Евгений Григорьев", "Evgeny Grigoriev"));
        assertTrue(same(a, "Evgeniy Grigoriev", "Yevgeny Grigoryev"));
        assertTrue(a.learned(a.person(AuthorNames.key("Evgeny Grigoriev"))).stream()
                .anyMatch(l -> l.contains("Евгений Григорьев") && l.endsWith("another transliteration")), a.toString());
    }

    @Test
    void butNotAnotherNameInAnotherScript() {
        Aliases a = join("Евгений Григорьев", "Evgeniy Grigorenko", "Иван Григорьев", "Евгения Григорьева");
        assertTrue(!same(a, "Евгений Григорьев", "Evgeniy Grigorenko"));
        assertTrue(!same(a, "Evgeniy Grigorenko", "Евгения Григорьева"));
        assertTrue(!same(a, "Евгений Григорьев", "Иван Григорьев"));
        // the feminine form is another person's name
        assertTrue(!same(a, "Евгений Григорьев", "Евгения Григорьева"));
        // an i before a vowel other than e is a letter of the name
        assertTrue(!same(join("Maria Lopez", "Mara Lopez"), "Maria Lopez", "Mara Lopez"));
    }

    @Test
    void theFieldsCutAtTheRussianAnd() {
        assertEquals(List.of("ivan", "petr"), AuthorNames.keys("Иван и Пётр"));
    }
}
