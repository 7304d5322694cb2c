package org.sokodb.web;

/**
 * What every page's frame needs: its title, and in write mode the token its scripts send
 * with a write ({@link WriteGuard}).
 */
public record Chrome(String title, String token) {
    public boolean writable() {
        return !token.isEmpty();
    }
}
