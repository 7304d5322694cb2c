package org.sokodb.web;

/**
 * A request that cannot be answered as asked: its status (400, 403, 404, 413, 421, 422, 503)
 * and a message for the person or program that sent it. Never carries a stack trace out.
 */
final class HttpProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    HttpProblem(int status, String message) {
        super(message, null, false, false);
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
