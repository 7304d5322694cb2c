package org.sokodb.web;

/**
 * How {@code sokodb serve} listens, and (in its constants) what one request may ask for:
 * beyond those limits a request gets a 4xx that says which one it passed.
 *
 * @param bind the address to listen on (127.0.0.1 unless asked otherwise)
 * @param port the port; 0 picks a free one
 * @param allowWrite true when a verified solution may be stored (POST); otherwise every
 *     write answers 403
 * @param recordPlays true when a play finished on the play page is recorded (only with
 *     {@code allowWrite}: docs/web.md, "Recording plays"); otherwise a play answers 403
 */
public record ServeSettings(String bind, int port, boolean allowWrite, boolean recordPlays) {
    public static final String LOOPBACK = "127.0.0.1";
    public static final int DEFAULT_PORT = 8080;

    public ServeSettings {
        if (recordPlays && !allowWrite) {
            throw new IllegalArgumentException("recording plays needs write mode");
        }
    }

    /** Without recording plays. */
    public ServeSettings(String bind, int port, boolean allowWrite) {
        this(bind, port, allowWrite, false);
    }

    /** The body of a request (a solution is at most this long). */
    static final long MAX_BODY_BYTES = 1L << 20;
    /** The query string. */
    static final int MAX_QUERY_CHARS = 8192;
    /** The whole request target (path and query). */
    static final int MAX_TARGET_CHARS = 10_000;
    /** A pasted board (several thousand squares: far beyond any real level's text). */
    static final int MAX_PASTED_CHARS = 8000;
    /** Items on one page of any list ({@code ?size=}). */
    static final int MAX_PAGE_SIZE = 100;
    /** Items on a page of a source's boards and of a search unless {@code size} says otherwise. */
    static final int DEFAULT_PAGE_SIZE = 50;
    /** Groups on a page of duplicates, near duplicates or credits, and levels on an author's page, unless {@code size} says otherwise. */
    static final int GROUPS_PER_PAGE = 20;
    /** The last page number a source's list accepts (beyond it nothing is listed anyway). */
    static final int MAX_PAGE = 1_000_000;
    /**
     * The furthest a list that skips rows to reach its page goes (every list but a source's
     * boards, {@link Params.Paging}): page × size at most this; a page beyond it is 400. A
     * source's pages start at a board position instead, and cost the same whatever their number.
     */
    static final int MAX_ROWS = 10_000;
    /** The longest one statement of a request may run, in seconds: past it the request is 503 "busy". */
    static final int STATEMENT_SECONDS = 2;
    /** The same for the slow questions that take turns (near copies, near-duplicate groups). */
    static final int SLOW_STATEMENT_SECONDS = 60;
    /** What a 503 tells the client to wait before it asks again ({@code Retry-After}), in seconds. */
    static final int RETRY_AFTER_SECONDS = 2;
    /**
     * Searches by text or filters, credits and authors (which may read many boards) run at once:
     * half the machine's cores, at least one, so that however many are asked for, the level
     * pages keep the other half (on two cores, one search at a time; issue 84: 56 connections
     * of level pages beside 8 asking for searches no board passes had a p95 of 1.6 s when three
     * ran at once). The others wait their turn ({@link Turns#searches}).
     */
    static final int SEARCH_SLOTS = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    /**
     * The most boards a search may read to be answered at once, without a turn of the searches
     * (a search by text whose page lies in the first of these boards of its text's span, or whose
     * span holds no more: {@code Browsing.searchWithin}); any other waits its turn. More than
     * the blocks of 16,384 rows the text index's spans are rounded out to, so that a text whose
     * boards lie in one block is answered whole, in either order (docs/web.md, "What one request
     * may cost").
     */
    static final long QUICK_SEARCH_BOARDS = 20_000;
    /** Searches under way for one client at once (running or waiting for a turn). */
    static final int SEARCHES_PER_CLIENT = 2;
    /**
     * Searches that may wait for a turn at once, all clients together; one more is 503 at
     * once, so that waiting searches never hold more than these of the server's threads.
     */
    static final int SEARCHES_WAITING = 4;
    /** A text to search for. */
    static final int MAX_TEXT_CHARS = 200;
    /** Threads answering requests: the database, not the network, bounds the work. */
    static final int THREADS = 16;
    /** Slots for the requests that may take seconds ({@link Turns#run}): half the threads, the other half answers everything else. */
    static final int SLOW_SLOTS = THREADS / 2;
}
