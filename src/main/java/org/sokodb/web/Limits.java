package org.sokodb.web;

/** What one request may ask for; beyond these it gets a 4xx that says which limit it passed. */
final class Limits {
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

    private Limits() {
    }
}
