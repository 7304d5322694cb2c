package org.sokodb.render;

/**
 * Text made safe for XML and HTML, in element content and in quoted attribute values
 * alike. Titles and authors come from files anyone can write, so they may hold {@code <},
 * {@code &}, quotes, and even characters XML cannot carry at all.
 */
final class Xml {
    private Xml() {
    }

    /**
     * {@code text} with {@code & < > " '} escaped; characters XML 1.0 forbids (control
     * characters, lone surrogates, U+FFFE/U+FFFF) become U+FFFD so the document stays
     * well-formed and a reader can still see that something was there.
     */
    public static String escape(String text) {
        StringBuilder sb = null;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            String replacement = replacement(text, i, c);
            if (replacement == null) {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(n + 16).append(text, 0, i);
            }
            if (replacement.isEmpty()) {
                // a valid surrogate pair: copy both halves untouched
                sb.append(c).append(text.charAt(++i));
            } else {
                sb.append(replacement);
            }
        }
        return sb == null ? text : sb.toString();
    }

    /** What to write instead of {@code c}: null to keep it, "" for a valid surrogate pair. */
    private static String replacement(String text, int i, char c) {
        switch (c) {
            case '&':
                return "&amp;";
            case '<':
                return "&lt;";
            case '>':
                return "&gt;";
            case '"':
                return "&quot;";
            case '\'':
                return "&#39;";
            case '\t', '\n', '\r':
                return null;
            default:
                break;
        }
        if (c < 0x20 || c == 0xFFFE || c == 0xFFFF) {
            return "\uFFFD";
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1)) ? "" : "\uFFFD";
        }
        if (Character.isLowSurrogate(c)) {
            return "\uFFFD";
        }
        return null;
    }
}
