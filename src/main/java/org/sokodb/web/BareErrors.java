package org.sokodb.web;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers Jetty gives itself, to requests it refuses before any route sees them: a
 * target whose dot segments climb above the root, a NUL, a malformed header. The same headers
 * as every other answer, a JSON body of one line, no server name, no stack; a refused path
 * is 404 like every path that names nothing (Jetty does not say which part it refused, so
 * every request it refuses as a bad message is answered 404).
 */
final class BareErrors extends ErrorHandler {
    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        // Jetty says no more than "Bad Request" for a target that climbs above the root or holds
        // a NUL, and those are what reach here: a path that names nothing, as every other is 404
        int status = code == 400 ? 404 : code;
        String text = status == 404 ? "no such page" : "malformed request";
        response.setStatus(status);
        response.getHeaders().put("Content-Security-Policy", RequestGuard.CSP);
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("X-Frame-Options", "DENY");
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        String body = "{\"status\":" + status + ",\"error\":\"" + text + "\"}";
        response.write(true, ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
    }
}
