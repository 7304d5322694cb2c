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
    /** Items on one page of a list. */
    static final int MAX_PAGE_SIZE = 200;
    static final int DEFAULT_PAGE_SIZE = 50;
    /** The last page number a list accepts (beyond it nothing is listed anyway). */
    static final int MAX_PAGE = 1_000_000;
    /**
     * The furthest a list that skips rows to reach its page (search, duplicate groups) goes:
     * page × size at most this; a page beyond it is 400. A source's pages start at a board
     * position instead (keyset), and cost the same whatever their number.
     */
    static final int MAX_ROWS = 10_000;
    /** The longest one statement of a request may run, in seconds: past it the request is 503 "busy". */
    static final int STATEMENT_SECONDS = 2;
    /** The same for the slow questions that take turns (near copies, near-duplicate groups). */
    static final int SLOW_STATEMENT_SECONDS = 60;
    /** What a 503 tells the client to wait before it asks again ({@code Retry-After}), in seconds. */
    static final int RETRY_AFTER_SECONDS = 2;
    /** Searches by text or filters (which may read many boards) answered at once, and by one client at once. */
    static final int SEARCH_SLOTS = 3;
    static final int SEARCHES_PER_CLIENT = 2;
    /** A text to search for. */
    static final int MAX_TEXT_CHARS = 200;
    /** Threads answering requests: the database, not the network, bounds the work. */
    static final int THREADS = 16;
    /** Slots for the requests that may take seconds ({@link Turns#run}): half the threads, the other half answers everything else. */
    static final int SLOW_SLOTS = THREADS / 2;
}
