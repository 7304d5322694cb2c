package org.sokodb.web;

/**
 * How {@code sokodb serve} listens.
 *
 * @param bind the address to listen on (127.0.0.1 unless asked otherwise)
 * @param port the port; 0 picks a free one
 * @param allowWrite true when a verified solution may be stored (POST); otherwise every
 *     write answers 403
 */
public record ServeSettings(String bind, int port, boolean allowWrite) {
    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_PORT = 8080;
}
