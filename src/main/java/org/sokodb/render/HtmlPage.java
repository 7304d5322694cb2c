package org.sokodb.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The frame every report page shares: an HTML document that is also well-formed XML (so
 * tests can read it with a plain XML parser), its style sheet inlined, the board pieces
 * defined once, and a content security policy that forbids every fetch — the page must
 * open from a USB stick, and a stray external reference would fail loudly, not silently.
 */
final class HtmlPage {
    private static final String CSS = load("report.css");

    private HtmlPage() {
    }

    static String start(String title) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\"/>\n"
                + "<meta name=\"generator\" content=\"sokodb\"/>\n"
                + "<title>" + Xml.escape(title) + "</title>\n<style>\n" + CSS + "</style>\n</head>\n<body>\n"
                + BoardSvg.sharedDefs() + "\n";
    }

    static String end() {
        return "</body>\n</html>\n";
    }

    private static String load(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
