package org.sokodb.web;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;

import io.javalin.http.Context;

import jakarta.servlet.http.HttpServletResponse;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import org.sokodb.catalog.front.CatalogAccess;

/**
 * How the server answers what it cannot answer as asked, wherever that is found: a
 * {@link HttpProblem} a route throws, any other failure (a catalog's, an {@link Error} that
 * {@link Routes} turned into a problem), and the requests Jetty refuses itself before any route
 * sees them ({@link Refused}). Always the same shape: a page under any path but
 * {@code /api/}, JSON {@code {"status": …, "error": …}} there, a sentence that says what to do,
 * the same headers as every answer, never an empty body or a stack trace. Every 5xx is said on
 * the server's terminal with its cause ({@link ServerLog}), since the client is told less.
 */
final class Answers {
    /** What a client is told when the catalog fails to answer: the server's terminal says why. */
    static final String BUSY = "the catalog is busy or out of reach; try again in a moment";
    /** What a client is told when its question ran past the time a statement may take. */
    static final String TOO_LONG = "the server is busy: this question takes longer than one request may; try again in a"
            + " moment, or narrow it";
    /** What a client is told when the server ran short of memory for its question. */
    static final String SHORT_OF_MEMORY = "the server has too little memory for this question now; ask for less (a"
            + " smaller page, a higher threshold) or try again in a moment; the command line answers any size of it";
    /** What a client is told when the server failed in a way it has no words for. */
    static final String FAILED = "the server failed on this request; its terminal says why";

    private final ServerLog log;

    Answers(ServerLog log) {
        this.log = log;
    }

    /** The answer to a problem a route or the guard threw; a 5xx is logged with what caused it. */
    void problem(HttpProblem e, Context ctx) {
        if (e.status() >= 500) {
            log.failed(ctx, e.status() + " " + e.getMessage() + cause(e).map(c -> " (" + c + ")").orElse(""));
        }
        answer(ctx, e.status(), e.getMessage());
    }

    /** The answer to any other failure: a catalog's in its own words on the terminal, 503 or 500 to the client. */
    void failure(Exception e, Context ctx) {
        CatalogAccess.failure(e).ifPresentOrElse(failed -> {
            // the catalog's own message says where it is and as whom: for the terminal, not the client
            log.failed(ctx, "503 " + failed.message());
            answer(ctx, 503, failed.timedOut() ? TOO_LONG : BUSY);
        }, () -> {
            log.failed(ctx, "500 " + e);
            answer(ctx, 500, FAILED);
        });
    }

    /**
     * The last resort, for an {@link Error} thrown outside a route's work (Javalin hands it
     * over with the response alone): logged, and answered in words.
     */
    void error(HttpServletResponse res, Error e) {
        int status = e instanceof OutOfMemoryError ? 503 : 500;
        log.say("a request failed: " + status + " " + e);
        try {
            if (!res.isCommitted()) {
                res.resetBuffer();
                res.setStatus(status);
                res.setContentType("application/json; charset=utf-8");
                res.getWriter().write(json(status, status == 503 ? SHORT_OF_MEMORY : FAILED));
            }
        } catch (IOException | RuntimeException written) {
            // the client went away: nothing more to say to it
        }
    }

    private static Optional<Throwable> cause(Throwable e) {
        return Optional.ofNullable(e.getCause());
    }

    /** A failure's answer: the page or the JSON, by the path asked for. */
    static void answer(Context ctx, int status, String message) {
        RequestGuard.headers(ctx);
        if (status == 503 || status == 429) {
            // busy or out of reach for now: a client (or a script) may ask again after this
            ctx.header("Retry-After", Integer.toString(ServeSettings.RETRY_AFTER_SECONDS));
        }
        if (isApi(ctx.path())) {
            Json.send(ctx, status, new Json.Error(status, message));
        } else {
            Pages.send(ctx, status, "error.jte", page(status, message));
        }
    }

    private static boolean isApi(String path) {
        return path != null && path.startsWith("/api/");
    }

    private static Models.Error page(int status, String message) {
        return new Models.Error(Chrome.error(Integer.toString(status)), status, message);
    }

    private static String json(int status, String message) {
        try {
            return Json.MAPPER.writeValueAsString(new Json.Error(status, message));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** The address's path before any query, as the request wrote it, from its target when Jetty could not read it. */
    private static final Pattern TARGET_PATH = Pattern.compile(
            "^(?:[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*)?(/[^?#]*)");

    private static String pathOf(Request request) {
        HttpURI uri = request.getHttpURI();
        if (uri == null) {
            return null;
        }
        Matcher m = TARGET_PATH.matcher(String.valueOf(uri));
        return m.find() ? m.group(1) : uri.getPath();
    }

    /**
     * The answers Jetty gives itself, to requests it refuses before any route sees them: a
     * target whose dot segments climb above the root or that holds a NUL, a malformed header.
     * A refused path is 404 like every path that names nothing (Jetty does not say which part
     * it refused, so every request it refuses as a bad message is answered 404); a page or
     * JSON by the path, as every other answer; no server name, no stack.
     */
    static final class Refused extends ErrorHandler {
        private final ServerLog log;

        Refused(ServerLog log) {
            this.log = log;
        }

        @Override
        protected void generateResponse(Request request, Response response, int code, String message,
                Throwable cause, Callback callback) {
            // Jetty says no more than "Bad Request" for a target that climbs above the root or holds
            // a NUL, and those are what reach here: a path that names nothing, as every other is 404
            int status = code == 400 ? 404 : code;
            String text = status == 404 ? "no such page" : status >= 500 ? FAILED : "malformed request";
            String path = pathOf(request);
            if (status >= 500) {
                log.say(request.getMethod() + " " + path + ": " + status + " " + message
                        + (cause == null ? "" : " (" + cause + ")"));
            }
            response.setStatus(status);
            response.getHeaders().put("Content-Security-Policy", RequestGuard.CSP);
            response.getHeaders().put("X-Content-Type-Options", "nosniff");
            response.getHeaders().put("X-Frame-Options", "DENY");
            response.getHeaders().put("Referrer-Policy", "no-referrer");
            String body;
            if (path == null || isApi(path)) {
                response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
                body = json(status, text);
            } else {
                response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/html; charset=utf-8");
                body = Pages.render("error.jte", page(status, text));
            }
            response.write(true, ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
        }
    }
}
