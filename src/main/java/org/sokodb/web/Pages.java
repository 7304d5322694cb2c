package org.sokodb.web;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;

import io.javalin.http.Context;

/**
 * Renders the pages: JTE templates from {@code src/main/jte}, compiled to classes at build
 * time ({@code org.sokodb.web.pages}), so nothing is compiled while serving. Each template
 * takes one model record; HTML escaping is JTE's, by the context each value lands in.
 */
final class Pages {
    private static final TemplateEngine TEMPLATES = TemplateEngine.createPrecompiled(null, ContentType.Html, null,
            "org.sokodb.web.pages");

    private Pages() {
    }

    static void send(Context ctx, int status, String template, Object model) {
        ctx.status(status).contentType("text/html; charset=utf-8").result(render(template, model));
    }

    /** The page {@code template} makes of {@code model}. */
    static String render(String template, Object model) {
        StringOutput out = new StringOutput(8192);
        TEMPLATES.render(template, model, out);
        return out.toString();
    }
}
