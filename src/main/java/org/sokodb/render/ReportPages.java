package org.sokodb.render;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The file names of a report split over several pages: the main file as the user named
 * it, then {@code NAME-2.html}, {@code NAME-3.html} … beside it, so the set can be copied
 * anywhere (a USB stick) and its links still work.
 */
final class ReportPages {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

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

    /**
     * A file name as a relative URI: every byte but the unreserved characters of RFC 3986
     * percent-encoded, so spaces, {@code #}, {@code %} survive and a colon cannot pose as a scheme.
     */
    private static String relative(String fileName) {
        StringBuilder sb = new StringBuilder(fileName.length() + 8);
        for (byte b : fileName.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0)) {
                sb.append(c);
            } else {
                sb.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
            }
        }
        return sb.toString();
    }
}
