package org.sokodb.credits;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name rule (docs/credits.md): the people an author field names, and the key by which two
 * spellings of one name are found to be one person.
 *
 * <p>From the field are taken out, in this order: web addresses ({@code http://…},
 * {@code www.…}), e-mail addresses, text in brackets ({@code (Hexocet)}, {@code [2001]},
 * {@code <…>}), the copyright sign and the words {@code copyright} and {@code all rights
 * reserved}, and dates (a year from 1900 to 2099 standing alone, with the day and month written
 * with it: {@code 2001-05}, {@code Jan 2002}). What is left is cut into people at {@code &},
 * {@code +}, {@code ,}, {@code ;}, {@code /} and at the words {@code and}, {@code et} and
 * {@code und}; of each, a leading {@code by} (or {@code by:}) is dropped, and what follows a
 * dash set apart by spaces is dropped when it is the copy's own title ({@code GRIGoRusha - Bardak
 * #01} on the level "Bardak #01"); a part without a letter names no one. A person's key is their
 * name in plain Latin ({@link PlainLatin}: {@code Евгений} is {@code evgenij}, {@code ç} is
 * {@code c}, {@code ß} is {@code ss}), case-folded, of letters and digits only: case, spacing and punctuation make no difference. A field that says
 * no one ({@code unknown}, {@code anonymous}, {@code n/a}, {@code various} …) names no one. Nothing else is
 * guessed: {@code D Holland} and {@code David Holland} are two keys until an alias joins them.
 */
public final class AuthorNames {
    /**
     * One person a field names.
     *
     * @param key what names compare by: letters and digits, lower case, no diacritics
     * @param spelling the name as the field writes it, spaces tidied
     */
    public record Name(String key, String spelling) {
    }

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS;
    /**
     * The characters of a field the rule reads: a list of names is far shorter, and what comes
     * after would only cost time (fields are stored up to 200,000 characters).
     */
    static final int MOST_CHARS = 1_000;
    /*
     * Every pattern below runs in time linear in the field: each starts only where its first
     * character cannot continue a run of the previous one (a look-behind), and every repetition
     * is possessive, so a long run of letters is crossed once, never tried again from each of
     * its letters.
     */
    private static final Pattern URL = Pattern.compile("(?:\\b(?:https?|ftp)://|\\bwww\\.)\\S*+", FLAGS);
    private static final Pattern EMAIL = Pattern.compile(
            "(?<![\\w.%+-])(?:mailto:)?[\\w.%+-]++@[\\w-]++(?:\\.[\\w-]++)++", FLAGS);
    private static final Pattern BRACKETS = Pattern.compile("\\([^()]*+\\)|\\[[^\\[\\]]*+]|\\{[^{}]*+}|<[^<>]*+>");
    private static final Pattern COPYRIGHT = Pattern.compile("©|\\bcopyright\\b|\\ball rights reserved\\b", FLAGS);
    /**
     * A date: a year from 1900 to 2099 standing alone, with the day and month written with it
     * ({@code 2001-05-03}, {@code 05/2001}, {@code 3.5.2001}, {@code Jan 2002}, {@code 5 March 2003},
     * {@code March 5, 2003}).
     */
    private static final Pattern DATE = Pattern.compile("(?<![\\p{L}\\p{N}])(?:(?:\\d{1,2}(?:st|nd|rd|th)?\\.?\\s++)?"
            + "(?:january|february|march|april|may|june|july|august|september|october|november|december"
            + "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\\.?\\s*+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s++)?"
            + "|(?:\\d{1,2}[-/.]){1,2})?(?:19|20)\\d\\d(?:[-/.]\\d{1,2}){0,2}(?![\\p{L}\\p{N}])", FLAGS);
    /** The marks between people, and "and" in the languages of the collections: et, und, y, en, и. */
    private static final Pattern BETWEEN_PEOPLE = Pattern.compile("[&+,;/]|\\s(?:and|et|und|y|en|и)\\s", FLAGS);
    /** A name followed by another in round brackets: the other is a name the same person goes by. */
    private static final Pattern NAME_THEN_BRACKETED = Pattern.compile(
            "(?<![^()\\[\\]{}<>&+,;/])([^()\\[\\]{}<>&+,;/]++)\\(([^()]{1,60})\\)");
    /** Words in brackets that are a remark on the level or the set, not a name. */
    private static final Set<String> REMARKS = Set.of("remake", "remade", "modified", "modification", "mod", "original",
            "version", "variant", "variation", "var", "edit", "edited", "fixed", "fix", "improved", "idea", "based",
            "inspired", "copy", "levels", "level", "set", "collection", "hard", "easy", "new", "old", "c", "r", "tm",
            "solver", "generator", "computer", "generated");
    /** A bracket starting so names someone beside the person, not another name of theirs ({@code (with YASgen)}). */
    private static final Pattern BESIDE = Pattern.compile("^\\s*(?:with|by|and|et|und|from|after|feat|featuring|for|of|see|"
            + "using|thanks|to)\\b", FLAGS);
    /** A dash set apart by spaces and what follows it: the copy's title, when it is that (docs/credits.md). */
    private static final Pattern REMARK_AFTER_DASH = Pattern.compile("\\s[-–—]++\\s.*+$", Pattern.DOTALL);
    private static final Pattern DASH = Pattern.compile("^\\s[-–—]++\\s");
    private static final Pattern LEADING_BY = Pattern.compile("^\\s*by(?:\\s*:\\s*|\\s+|$)", FLAGS);
    private static final Pattern SPACES = Pattern.compile("\\s++", FLAGS);
    /** Keys that say no one made it, or that it is not known. */
    private static final Set<String> NO_ONE = Set.of("unknown", "anonymous", "anon", "none", "na", "nobody",
            "noname", "noauthor", "unk", "noone", "notknown", "unknownauthor", "unknownauthors", "authorunknown",
            "various", "variousauthors", "authorname", "yourname", "nameofauthor", "authorsname", "author", "authors",
            "name", "others", "tba", "tbd", "xxx");
    private AuthorNames() {
    }

    /**
     * The people {@code field} names, each once (by key), in the order the field names them;
     * none for an empty field. Only its first {@link #MOST_CHARS} characters are read.
     */
    public static List<Name> of(String field) {
        return of(field, "");
    }

    /**
     * The people {@code field} names on a copy titled {@code title}: as {@link #of(String)}, and
     * a remark after a spaced dash that is the copy's own title ({@code GRIGoRusha - Bardak #01}
     * on the level "Bardak #01") is dropped; a dash followed by anything else stays in the name.
     */
    public static List<Name> of(String field, String title) {
        String text = withoutTitle(stripped(field), title);
        if (isNoOne(key(text, false))) {
            return List.of();
        }
        Map<String, Name> people = new LinkedHashMap<>();
        for (NameParts.Part part : NameParts.of(BETWEEN_PEOPLE.split(text))) {
            String spelling = spelling(withoutTitle(LEADING_BY.matcher(part.name()).replaceFirst(""), title));
            String key = fold(spelling);
            if (hasLetter(key) && !isNoOne(key)) {
                people.putIfAbsent(key, new Name(key, spelling));
            }
        }
        return List.copyOf(people.values());
    }

    /**
     * The other names the field says a person goes by: {@code Evgeny Grigoriev (GRIGoRusha)},
     * {@code X aka Y}, {@code X alias Y}; each pair is the person as the field names them, then
     * the other name. A bracket holding no name ({@code (2001)}, {@code (remake)}, {@code (levels
     * 1-50)}) says nothing.
     */
    public static List<List<Name>> penNames(String field) {
        List<List<Name>> pairs = new ArrayList<>();
        int end = Math.min(field.length(), MOST_CHARS);
        String text = Normalizer.normalize(field.substring(0, end), Normalizer.Form.NFKC);
        text = EMAIL.matcher(URL.matcher(text).replaceAll(" ")).replaceAll(" ");
        Matcher m = NAME_THEN_BRACKETED.matcher(text);
        while (m.find()) {
            String[] before = BETWEEN_PEOPLE.split(m.group(1));
            List<Name> person = before.length == 0 ? List.of() : of(before[before.length - 1]);
            String inside = m.group(2);
            if (person.size() == 1 && inside.codePoints().noneMatch(Character::isDigit)
                    && inside.strip().split("\\s+").length <= 3 && !REMARKS.contains(fold(inside))
                    && !BESIDE.matcher(inside).find()) {
                pair(pairs, person.get(0), of(inside));
            }
        }
        for (NameParts.Part part : NameParts.of(BETWEEN_PEOPLE.split(stripped(field)))) {
            if (part.alsoKnownAs() != null) {
                pair(pairs, of(part.name()), of(part.alsoKnownAs()));
            }
        }
        return pairs;
    }

    private static void pair(List<List<Name>> pairs, List<Name> person, List<Name> other) {
        if (person.size() == 1 && other.size() == 1 && !person.get(0).key().equals(other.get(0).key())) {
            pairs.add(List.of(person.get(0), other.get(0)));
        }
    }

    private static void pair(List<List<Name>> pairs, Name person, List<Name> other) {
        pair(pairs, List.of(person), other);
    }

    /**
     * The key of one name, not cut into people: for an alias, or a name asked for
     * ({@code --author}). Empty when it names no one.
     */
    public static String key(String name) {
        String key = key(stripped(name), true);
        return isNoOne(key) || !hasLetter(key) ? "" : key;
    }

    /** The keys of the people {@code field} names. */
    public static List<String> keys(String field) {
        return of(field).stream().map(Name::key).toList();
    }

    private static String key(String text, boolean asName) {
        return fold(asName ? name(text) : text);
    }

    /** A person's part of the field without its leading "by". */
    private static String name(String part) {
        return LEADING_BY.matcher(part).replaceFirst("");
    }

    /**
     * Whether how {@code field} is read can depend on its copy's title: it has a dash set apart
     * by spaces, after which the title may be written.
     */
    public static boolean titleMatters(String field) {
        return REMARK_AFTER_DASH.matcher(field.substring(0, Math.min(field.length(), MOST_CHARS))).find();
    }

    /**
     * {@code text} without what follows its first spaced dash when that is the copy's title
     * (compared as keys are: case, spacing and punctuation make no difference); else unchanged.
     */
    private static String withoutTitle(String text, String title) {
        String wanted = fold(title);
        if (wanted.isEmpty()) {
            return text;
        }
        Matcher dash = REMARK_AFTER_DASH.matcher(text);
        if (dash.find() && fold(DASH.matcher(dash.group()).replaceFirst("")).equals(wanted)) {
            return text.substring(0, dash.start());
        }
        return text;
    }

    /** A name has a letter: what is only digits ({@code 05} left of a date, {@code #12}) names no one. */
    private static boolean hasLetter(String key) {
        return key.codePoints().anyMatch(Character::isLetter);
    }

    private static boolean isNoOne(String key) {
        return NO_ONE.contains(key);
    }

    /** The field's first {@link #MOST_CHARS} characters without what is never part of a name. */
    private static String stripped(String field) {
        int end = Math.min(field.length(), MOST_CHARS);
        if (end < field.length() && Character.isHighSurrogate(field.charAt(end - 1))) {
            end--;
        }
        return withoutNonNames(Normalizer.normalize(field.substring(0, end), Normalizer.Form.NFKC), s -> s);
    }

    /**
     * {@code text} without addresses, brackets, the copyright and dates; each pattern reads the
     * text as {@code view} shows it (a test counts the characters they read).
     */
    static String withoutNonNames(CharSequence text, UnaryOperator<CharSequence> view) {
        String s = URL.matcher(view.apply(text)).replaceAll(" ");
        s = EMAIL.matcher(view.apply(s)).replaceAll(" ");
        for (String before = ""; !before.equals(s); ) {
            before = s;
            s = BRACKETS.matcher(view.apply(s)).replaceAll(" ");
        }
        s = COPYRIGHT.matcher(view.apply(s)).replaceAll(" ");
        return DATE.matcher(view.apply(s)).replaceAll(" ");
    }

    /** A name as shown: spaces tidied, no punctuation left standing at its ends (an initial keeps its dot). */
    private static String spelling(String part) {
        String s = SPACES.matcher(part).replaceAll(" ").strip();
        int start = 0;
        while (start < s.length() && !Character.isLetterOrDigit(s.codePointAt(start))) {
            start += Character.charCount(s.codePointAt(start));
        }
        int end = s.length();
        while (end > start) {
            int cp = s.codePointBefore(end);
            if (Character.isLetterOrDigit(cp) || cp == '.' && end - start >= 2
                    && Character.isLetter(s.codePointBefore(end - 1))) {
                break;
            }
            end -= Character.charCount(cp);
        }
        return s.substring(start, end);
    }

    /**
     * Letters and digits only, in plain Latin ({@link PlainLatin}: another script transliterated,
     * without diacritics, case-folded).
     */
    static String fold(String s) {
        String plain = PlainLatin.of(s);
        StringBuilder sb = new StringBuilder(plain.length());
        plain.codePoints().filter(Character::isLetterOrDigit).forEach(sb::appendCodePoint);
        return sb.toString();
    }
}
