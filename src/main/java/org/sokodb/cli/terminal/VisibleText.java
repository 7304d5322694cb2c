package org.sokodb.cli.terminal;

/**
 * How text from files (titles, notes, file and zip-entry names) is shown on a terminal or in
 * TSV: every control character visible, so none can move the cursor, retitle the window or
 * clear the screen, and unambiguous, so the text can be read back (docs/formats.md, "Control
 * characters in output"):
 *
 * <ul>
 * <li>a C0 control (U+0000–U+001F) and DEL (U+007F): {@code \x1b}, two lowercase hex digits;
 * <li>a C1 control (U+0080–U+009F), a format character ({@link #format}: the bidi controls
 * U+202A–U+202E, U+2066–U+2069, U+200E/F, and the invisible ones) and half of a broken
 * surrogate pair: {@code \u009b}, {@code \u202e};
 * <li>the backslash itself: {@code \\}.
 * </ul>
 *
 * <p>Everything else, any letter of any script included, passes unchanged. The catalog and
 * the exported files keep the exact text; only what is printed is escaped.
 */
final class VisibleText {
    private VisibleText() {
    }

    /** {@code text} with every control character escaped, tab and line feed too. */
    public static String of(CharSequence text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            if (pair) {
                if (out != null) {
                    out.append(c).append(text.charAt(i + 1));
                }
                i++;
                continue;
            }
            if (needsEscape(c, false)) {
                if (out == null) {
                    out = new StringBuilder(text.length() + 16).append(text, 0, i);
                }
                escape(c, out);
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text.toString() : out.toString();
    }

    /**
     * Whether {@code c}, standing alone (not half of a surrogate pair), is shown escaped;
     * {@code layout}: tab and line feed are the output's own and pass.
     */
    static boolean needsEscape(char c, boolean layout) {
        if (layout && (c == '\t' || c == '\n')) {
            return false;
        }
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\\' || Character.isSurrogate(c) || format(c);
    }

    /**
     * A format character (Unicode category Cf) of the Basic Multilingual Plane: the bidi
     * controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which reorder the text
     * after them on a terminal, and the invisible ones (U+200B, U+2060, U+FEFF, U+00AD …) — all
     * but the zero-width joiner and non-joiner (U+200D, U+200C), which emoji sequences and
     * Persian, Arabic and Indic words need and which reorder nothing.
     */
    static boolean format(char c) {
        return c >= 0xad && c != 0x200c && c != 0x200d && Character.getType(c) == Character.FORMAT;
    }

    /** Appends the visible form of {@code c}, one for which {@link #needsEscape} holds. */
    static void escape(char c, StringBuilder out) {
        if (c == '\\') {
            out.append("\\\\");
        } else if (c < 0x80) {
            out.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
        } else {
            out.append("\\u");
            for (int shift = 12; shift >= 0; shift -= 4) {
                out.append(Character.forDigit((c >> shift) & 15, 16));
            }
        }
    }
}
