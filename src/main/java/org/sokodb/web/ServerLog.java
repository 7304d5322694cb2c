package org.sokodb.web;

import java.io.PrintWriter;

import io.javalin.http.Context;

/**
 * What the server tells whoever runs it, one line each, on the writer {@code serve} hands it
 * (its stderr, which makes every control character visible: a request's path is the client's
 * text). A client gets a short answer; why a request failed, with the catalog's own message
 * (where it is, as whom), goes here and only here.
 */
final class ServerLog {
    private final PrintWriter err;

    ServerLog(PrintWriter err) {
        this.err = err;
    }

    /** One line about the server as a whole. */
    synchronized void say(String line) {
        err.println("sokodb serve: " + line);
        err.flush();
    }

    /** One line about a request that failed: its method, path and why. */
    void failed(Context ctx, String why) {
        say(ctx.method() + " " + ctx.path() + ": " + why);
    }
}
