package org.sokodb.web;

/**
 * The frames of this server's pages ({@link Chrome}): its mode, the write token for the one
 * page that stores, and the notice a read-only server shows while an interrupted import's
 * repair is pending and some answers may be incomplete ({@link CatalogGate#unfinishedImport}).
 */
record Frames(WriteGuard writes, CatalogGate gate) {
    /** A page that stores nothing: the mode and the notice, no token. */
    Chrome page(String title) {
        return new Chrome(title, writes.allowed(), "", notice());
    }

    /** The page whose script stores a solution: the token too, in write mode. */
    Chrome storing(String title) {
        return new Chrome(title, writes.allowed(), writes.token(), notice());
    }

    private String notice() {
        return gate.unfinishedImport().filter(u -> u.answersIncomplete()).map(u -> capitalised(u.what()) + ".")
                .orElse("");
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
