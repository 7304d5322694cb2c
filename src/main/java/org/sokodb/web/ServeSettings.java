package org.sokodb.web;

/**
 * How {@code sokodb serve} listens, and (in its constants) what one request may ask for:
 * beyond those limits a request gets a 4xx that says which one it passed.
 *
 * @param bind the address to listen on (127.0.0.1 unless asked otherwise)
 * @param port the port; 0 picks a free one
 * @param allowWrite true when a verified solution may be stored (POST); otherwise every
 *     write answers 403
 */
public record ServeSettings(String bind, int port, boolean allowWrite) {
    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_PORT = 8080;

    /** The body of a request (a solution is at most this long). */
    static final long MAX_BODY_BYTES = 1L << 20;
    /** The query string. */
    static final int MAX_QUERY_CHARS = 8192;
    /** The whole request target (path and query). */
    static final int MAX_TARGET_CHARS = 10_000;
    /** A pasted board (several thousand squares: far beyond any real level's text). */
    static final int MAX_PASTED_CHARS = 8000;
    /** Items on one page of a listing. */
    static final int MAX_PAGE_SIZE = 200;
    static final int DEFAULT_PAGE_SIZE = 50;
    /** The last page number a listing accepts (beyond it nothing is listed anyway). */
    static final int MAX_PAGE = 1_000_000;
    /** A text to search for. */
    static final int MAX_TEXT_CHARS = 200;
    /** Threads answering requests: the database, not the network, bounds the work. */
    static final int THREADS = 16;
    /** Slots for the requests that may take seconds ({@link Turns#run}): half the threads, the other half answers everything else. */
    static final int SLOW_SLOTS = THREADS / 2;
}
