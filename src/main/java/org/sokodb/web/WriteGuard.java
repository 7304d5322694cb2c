package org.sokodb.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

import io.javalin.http.Context;

/**
 * Who may write: nobody unless the server runs with {@code --allow-write} (403), and then only
 * a POST from this server's own pages — its {@code Origin} is this server (or, without one,
 * {@code Sec-Fetch-Site: same-origin}) and it carries the token of this process, which only
 * those pages hold ({@code X-Sokodb-Token}). Another site's page can neither read the token
 * nor send a same-origin request: no cross-site request forgery.
 */
final class WriteGuard {
    static final String TOKEN_HEADER = "X-Sokodb-Token";

    private final boolean allowed;
    private final String token;

    WriteGuard(boolean allowed) {
        this.allowed = allowed;
        byte[] bytes = new byte[24];
        new SecureRandom().nextBytes(bytes);
        this.token = HexFormat.of().formatHex(bytes);
    }

    boolean allowed() {
        return allowed;
    }

    /** The token the pages carry, empty in read-only mode (they offer no write then). */
    String token() {
        return allowed ? token : "";
    }

    /** Throws 403 unless this write request may go ahead. */
    void check(Context ctx) {
        if (!allowed) {
            throw HttpProblem.forbidden("this server is read-only (start it with --allow-write to store solutions)");
        }
        String origin = ctx.header("Origin");
        if (origin != null) {
            String own = "http://" + ctx.header("Host");
            if (!origin.equalsIgnoreCase(own)) {
                throw HttpProblem.forbidden("writes are accepted from this server's own pages only (Origin '"
                        + Params.clip(origin) + "')");
            }
        } else if (!"same-origin".equals(ctx.header("Sec-Fetch-Site"))) {
            throw HttpProblem.forbidden("a write needs an Origin header of this server, or Sec-Fetch-Site: same-origin");
        }
        String given = ctx.header(TOKEN_HEADER);
        if (given == null || !MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8))) {
            throw HttpProblem.forbidden("a write needs this server's token in " + TOKEN_HEADER
                    + " (the level page carries it)");
        }
    }
}
