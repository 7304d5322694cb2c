package org.sokodb.format.xsb;

import java.util.Locale;
import java.util.Optional;

/**
 * A {@code Key: value} line of a level file, spelled any way real files spell it:
 * {@code Title:Spade}, {@code Title : x}, {@code author:}, {@code Game = Hexoban}.
 *
 * <p>A key is one to four words of letters (and {@code -}, {@code _}), at most 30 characters,
 * so {@code Date of Last Change:} is a key and {@code Level 1: The Start} is not. {@code =}
 * separates only the variant keys ({@code Game}, {@code Variant}), as in the SOK fixtures;
 * elsewhere it is too common in prose.
 *
 * @param key the key as written, trimmed
 * @param value the value, trimmed; may be empty
 */
record Field(String key, String value) {
    private static final int MAX_KEY_LENGTH = 30;
    private static final int MAX_KEY_WORDS = 4;

    /** The field on {@code line}, if the line is one. {@code ;} comments are never fields. */
    static Optional<Field> parse(String line) {
        int n = line.length();
        int i = 0;
        while (i < n && line.charAt(i) == ' ') {
            i++;
        }
        int start = i;
        if (i == n || !isAsciiLetter(line.charAt(i))) {
            return Optional.empty();
        }
        int words = 1;
        boolean space = false;
        for (; i < n; i++) {
            char c = line.charAt(i);
            if (c == ':' || c == '=') {
                break;
            }
            if (c == ' ' || c == '\t') {
                space = true;
            } else if (isAsciiLetter(c) || c == '-' || c == '_') {
                if (space) {
                    words++;
                    space = false;
                }
            } else {
                return Optional.empty();
            }
            if (i - start >= MAX_KEY_LENGTH + 2 || words > MAX_KEY_WORDS) {
                return Optional.empty();
            }
        }
        if (i == n) {
            return Optional.empty();
        }
        String key = line.substring(start, i).strip();
        if (key.length() > MAX_KEY_LENGTH) {
            return Optional.empty();
        }
        if (line.charAt(i) == '=' && !isVariantKey(key)) {
            return Optional.empty();
        }
        // "http://…" and "C:\…" are not fields.
        if (i + 1 < n && (line.charAt(i + 1) == '/' || line.charAt(i + 1) == '\\')) {
            return Optional.empty();
        }
        return Optional.of(new Field(key, line.substring(i + 1).strip()));
    }

    boolean is(String name) {
        return key.equalsIgnoreCase(name);
    }

    boolean isTitle() {
        return is("title");
    }

    boolean isAuthor() {
        return is("author");
    }

    /** {@code Game:} (the SOK fixtures) or {@code Variant:} naming the rules a puzzle is played by. */
    boolean isVariant() {
        return isVariantKey(key);
    }

    /** {@code Comment:} alone on its line opens a block that {@code Comment-End:} closes. */
    boolean opensCommentBlock() {
        return is("comment") && value.isEmpty();
    }

    boolean closesCommentBlock() {
        String k = key.toLowerCase(Locale.ROOT).replace(" ", "").replace("_", "").replace("-", "");
        return k.equals("commentend") || k.equals("endcomment");
    }

    private static boolean isVariantKey(String key) {
        return key.equalsIgnoreCase("game") || key.equalsIgnoreCase("variant");
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
