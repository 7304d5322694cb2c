package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Every link between the pages leads somewhere: a relative link of README.md or of a page
 * under docs/ ({@code [journal](journal/solver.md)}, {@code [x](../README.md#tests)}) names a
 * file that exists, and its {@code #anchor}, if any, is a heading of that page as GitHub
 * spells it (lower case, punctuation dropped, spaces as hyphens). So a page moved, renamed or
 * retitled without the pages that point to it fails the build.
 */
class DocsLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*#*$");

    private final Map<Path, Set<String>> anchors = new HashMap<>();

    @Test
    void everyLinkOfTheManualLeadsToAPageAndHeadingThatExist() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            boolean fenced = false;
            for (int i = 0; i < lines.size(); i++) {
                fenced ^= lines.get(i).startsWith("```");
                Matcher m = LINK.matcher(lines.get(i));
                while (!fenced && m.find()) {
                    String problem = problem(page, m.group(1));
                    if (problem != null) {
                        broken.add(page + ":" + (i + 1) + ": " + m.group(1) + ": " + problem);
                    }
                }
            }
        }
        assertEquals("", String.join("\n", broken), "links of the manual that lead nowhere");
    }

    /** Why the link {@code target} of {@code page} leads nowhere, or null when it leads somewhere. */
    private String problem(Path page, String target) throws IOException {
        if (target.matches("[a-z]+:.*")) {
            return null;
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path to = file.isEmpty() ? page : page.resolveSibling(file).normalize();
        if (!Files.exists(to)) {
            return "no such file " + to;
        }
        if (hash < 0 || !to.toString().endsWith(".md")) {
            return null;
        }
        String anchor = target.substring(hash + 1);
        return anchorsOf(to).contains(anchor) ? null : "no heading #" + anchor + " in " + to;
    }

    /** The anchors GitHub gives the headings of a page, a repeated one numbered -1, -2, …. */
    private Set<String> anchorsOf(Path page) throws IOException {
        Set<String> known = anchors.get(page);
        if (known == null) {
            known = new HashSet<>();
            boolean fenced = false;
            for (String line : Files.readAllLines(page)) {
                fenced ^= line.startsWith("```");
                Matcher h = HEADING.matcher(line);
                if (!fenced && h.matches()) {
                    String slug = slug(h.group(1));
                    String unique = slug;
                    for (int n = 1; known.contains(unique); n++) {
                        unique = slug + "-" + n;
                    }
                    known.add(unique);
                }
            }
            anchors.put(page, known);
        }
        return known;
    }

    /** A heading as GitHub's anchor: markup and punctuation dropped, lower case, spaces as hyphens. */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1").toLowerCase(Locale.ROOT);
        return text.replaceAll("[^\\p{L}\\p{N}\\p{M} _-]", "").replace(' ', '-');
    }
}
