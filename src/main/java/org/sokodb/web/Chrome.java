package org.sokodb.web;

/**
 * What every page's frame needs: its title, whether the server is in write mode (the frame
 * says so), the token its script sends with a write ({@link WriteGuard}), and a notice about
 * the catalog as a whole, empty when there is none. {@link Frames} makes them: only the level
 * page, whose script stores a solution, carries the token; every other page, and above all
 * every error (the 421 a rebinding page reads), has none to give away.
 */
public record Chrome(String title, boolean writable, String token, String notice) {
    /** An error page: nothing of the server's mode, token or notices. */
    static Chrome error(String title) {
        return new Chrome(title, false, "", "");
    }

    /** Whether the page carries the token (its meta tag). */
    public boolean hasToken() {
        return !token.isEmpty();
    }
}
