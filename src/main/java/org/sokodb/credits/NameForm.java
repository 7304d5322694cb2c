package org.sokodb.credits;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A name as words, to tell whether two spellings can be one person (docs/credits.md): the same
 * surname (the last word), the same first name or its initial ({@code D Holland} and {@code David
 * Holland}, never {@code D Holland} and {@code E Holland}), a middle name or initial written in
 * one and not in the other ({@code Lee J Haywood} and {@code Lee Haywood}, never {@code Lee J
 * Haywood} and {@code Lee K Haywood}), and words compared by their sound in Latin letters, so
 * that two transliterations of one name agree ({@code Evgeniy} and {@code Evgeny}, {@code
 * Grigoriev} and {@code Grigoryev}). A name of one word is compared whole.
 *
 * @param words each word's skeleton, in order: the surname last
 */
record NameForm(List<String> words) {
    /** {@code ie} after a consonant. */
    private static final Pattern SOFT_IE = Pattern.compile("([b-df-hk-np-tv-z])ie");

    /** The form of a spelling: its words (letters and digits, split at anything else), each as its skeleton. */
    static NameForm of(String spelling) {
        List<String> words = new ArrayList<>();
        for (String w : spelling.split("[^\\p{L}\\p{N}]+")) {
            String folded = AuthorNames.fold(w);
            if (!folded.isEmpty()) {
                words.add(skeleton(folded));
            }
        }
        return new NameForm(List.copyOf(words));
    }

    /**
     * A word as it sounds in Latin letters: {@code j} and {@code y} as {@code i}, {@code w} as
     * {@code v}, {@code kh} as {@code h}, {@code ph} as {@code f}, {@code ck} as {@code k}, a
     * leading {@code ie} as {@code e} ({@code Yevgeny}), {@code ie} after a consonant as {@code e}
     * (the Russian soft sign before {@code е}: {@code Grigoryev}, {@code Grigoriev} and
     * {@code Григорьев}, which ICU writes {@code Grigor'ev}), and a letter written twice once.
     */
    static String skeleton(String folded) {
        String s = folded.replace("kh", "h").replace("ph", "f").replace("ck", "k").replace('j', 'i').replace('y', 'i')
                .replace('w', 'v');
        if (s.startsWith("ie") && s.length() > 3) {
            s = s.substring(1);
        }
        s = SOFT_IE.matcher(s).replaceAll("$1e");
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            if (i == 0 || s.charAt(i) != s.charAt(i - 1)) {
                sb.append(s.charAt(i));
            }
        }
        return sb.toString();
    }

    /**
     * Where a compatible name can only be: the surname and the first name's first letter. Names
     * in different places are never compared; a name of one word has its own place.
     */
    String place() {
        if (words.size() < 2) {
            return words.isEmpty() ? "" : "1|" + words.get(0);
        }
        return words.get(words.size() - 1) + "|" + words.get(0).charAt(0);
    }

    /** Whether this and {@code o} can be one person's name (the rule above). */
    boolean compatible(NameForm o) {
        if (words.size() < 2 || o.words.size() < 2) {
            return words.equals(o.words);
        }
        if (!last().equals(o.last()) || !word(words.get(0), o.words.get(0))) {
            return false;
        }
        List<String> middle = words.subList(1, words.size() - 1);
        List<String> other = o.words.subList(1, o.words.size() - 1);
        for (int i = 0; i < Math.min(middle.size(), other.size()); i++) {
            if (!word(middle.get(i), other.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** How two compatible forms differ, in words: {@code an initial}, {@code a word less}, {@code another transliteration}. */
    static String how(NameForm a, NameForm b) {
        if (a.words.size() != b.words.size()) {
            return "a word less";
        }
        for (int i = 0; i < a.words.size(); i++) {
            if (!a.words.get(i).equals(b.words.get(i))) {
                return a.words.get(i).length() == 1 || b.words.get(i).length() == 1 ? "an initial" : "another spelling";
            }
        }
        return "another transliteration";
    }

    private String last() {
        return words.get(words.size() - 1);
    }

    /** Two words agree: the same skeleton, or one is a letter the other starts with. */
    private static boolean word(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        return a.length() == 1 && b.startsWith(a) || b.length() == 1 && a.startsWith(b);
    }
}
