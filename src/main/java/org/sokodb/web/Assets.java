package org.sokodb.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

import io.javalin.http.Context;

/**
 * The style sheet and scripts, read once from the class path: a fixed list of names, so no
 * request ever names a file. Anything else under {@code /assets/} is 404.
 */
final class Assets {
    private record Asset(byte[] bytes, String type) {
    }

    private static final String[][] LIST = {
        {"sokodb.css", "text/css; charset=utf-8"},
        {"level.js", "text/javascript; charset=utf-8"},
        {"favicon.svg", "image/svg+xml"},
    };

    private final Map<String, Asset> assets;

    Assets() {
        Map<String, Asset> m = new HashMap<>();
        for (String[] a : LIST) {
            m.put(a[0], new Asset(read(a[0]), a[1]));
        }
        assets = Map.copyOf(m);
    }

    private static byte[] read(String name) {
        try (InputStream in = Assets.class.getResourceAsStream("assets/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks org/sokodb/web/assets/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void serve(Context ctx) {
        Asset a = assets.get(ctx.pathParam("name"));
        if (a == null) {
            throw HttpProblem.notFound("no such asset");
        }
        ctx.header("Cache-Control", "no-cache");
        ctx.contentType(a.type()).result(a.bytes());
    }

    void favicon(Context ctx) {
        Asset a = assets.get("favicon.svg");
        ctx.contentType(a.type()).result(a.bytes());
    }
}
