package org.sokodb.web;

/**
 * What every page's frame needs: its title, whether the server is in write mode (the frame
 * says so), and the token its script sends with a write ({@link WriteGuard}). Only the level
 * page, whose script stores a solution, carries the token: every other page, and above all
 * every error (the 421 a rebinding page reads), has none to give away.
 */
public record Chrome(String title, boolean writable, String token) {
    /** A page that stores nothing: the mode, no token. */
    static Chrome page(String title, WriteGuard writes) {
        return new Chrome(title, writes.allowed(), "");
    }

    /** The page whose script stores a solution: the token too, in write mode. */
    static Chrome storing(String title, WriteGuard writes) {
        return new Chrome(title, writes.allowed(), writes.token());
    }

    /** An error page: nothing of the server's mode or token. */
    static Chrome error(String title) {
        return new Chrome(title, false, "");
    }

    /** Whether the page carries the token (its meta tag). */
    public boolean hasToken() {
        return !token.isEmpty();
    }
}
