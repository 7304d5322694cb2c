package org.sokodb.render;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The file names of a report split over several pages: the main file as the user named
 * it, then {@code NAME-2.html}, {@code NAME-3.html} … beside it, so the set can be copied
 * anywhere (a USB stick) and its links still work.
 */
final class ReportPages {
    private final Path main;
    private final String base;

    ReportPages(Path main) {
        this.main = main;
        String name = main.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        int cut = lower.endsWith(".html") ? 5 : lower.endsWith(".htm") ? 4 : 0;
        this.base = name.substring(0, name.length() - cut);
    }

    /** The file of 1-based page {@code page}. */
    Path file(int page) {
        return page == 1 ? main : main.resolveSibling(name(page));
    }

    /**
     * A link from one page of the set to {@code page}, relative so the set can move; with
     * {@code anchor} non-empty it points at that element. The result is already
     * attribute-escaped.
     */
    String href(int page, String anchor) {
        String fragment = anchor.isEmpty() ? "" : "#" + anchor;
        return Xml.escape(relative(name(page)) + fragment);
    }

    private String name(int page) {
        return page == 1 ? main.getFileName().toString() : base + "-" + page + ".html";
    }

    /** A file name as a relative URI path: spaces, {@code #}, {@code %} quoted; a colon cannot pose as a scheme. */
    private static String relative(String fileName) {
        try {
            String path = new URI(null, null, fileName, null).getRawPath();
            return path.indexOf(':') >= 0 ? "./" + path : path;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cannot link to a file named " + fileName, e);
        }
    }
}
