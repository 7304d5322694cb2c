package org.sokodb.web;

/**
 * A request that cannot be answered as asked: its status (400, 403, 404, 413, 421, 422, 500,
 * 503) and a message for the person or program that sent it, and for a 5xx what caused it (for
 * the server's terminal, {@link Answers}). Never carries a stack trace out.
 */
final class HttpProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    HttpProblem(int status, String message) {
        this(status, message, null);
    }

    /** A problem {@code cause} made, which the server's terminal says and the client is not told. */
    HttpProblem(int status, String message, Throwable cause) {
        super(message, cause, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }

    static HttpProblem badRequest(String message) {
        return new HttpProblem(400, message);
    }

    static HttpProblem notFound(String message) {
        return new HttpProblem(404, message);
    }

    static HttpProblem forbidden(String message) {
        return new HttpProblem(403, message);
    }
}
