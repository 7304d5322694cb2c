package org.sokodb.catalog.solutions;

/** Text as both engines store it: no NUL characters, and no field longer than {@link #MAX_TEXT}. */
public final class StoredText {
    /** H2 holds at most 1,000,000 characters in a VARCHAR; no text field needs nearly that. */
    static final int MAX_TEXT = 200_000;

    private StoredText() {
    }

    /** {@code text} {@link #storable}, cut to {@link #MAX_TEXT} characters and saying so. */
    public static String clamp(String text) {
        String s = storable(text);
        return s.length() <= MAX_TEXT ? s : s.substring(0, MAX_TEXT) + " … (cut: longer than "
                + MAX_TEXT + " characters)";
    }

    /**
     * {@code text} as both engines can store it: PostgreSQL refuses the NUL character in
     * text, so a NUL (which a damaged file may hold in a note) becomes U+FFFD on both.
     */
    public static String storable(String text) {
        return text.indexOf('\0') < 0 ? text : text.replace('\0', '\uFFFD');
    }
}
