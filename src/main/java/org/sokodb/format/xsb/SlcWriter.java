package org.sokodb.format.xsb;

import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes levels as an SLC (XML) collection that Sokoban YASC and JSoko open and
 * {@link SlcReader} reads back: the same titles ({@code Id}), authors ({@code Copyright}) and
 * board rows. One level at a time, like {@link XsbWriter}.
 *
 * <p>The document is UTF-8 (the writer given must encode UTF-8, as {@link org.sokodb.format.source.AtomicFileWriter}
 * does) and well-formed whatever the text: {@code & < > " '} are escaped, and characters
 * XML 1.0 cannot carry (control characters, lone surrogates) become U+FFFD. SLC has no
 * place for a level's notes or solutions: they are not written. The file notes go to the
 * collection's {@code Title} (their first line) and {@code Description}.
 *
 * <p>Every {@code Id} is present and unique within the collection, for readers that key levels on
 * it (an empty or repeated one makes them merge or refuse levels): the title, or {@code Level N}
 * (N the level's place in the file) when it has none, with {@code  (2)}, {@code  (3)} … after an
 * Id already given (docs/formats.md, "SLC").
 */
final class SlcWriter {
    private final Writer out;
    private boolean started;
    private boolean ended;
    /** The Ids given so far, as written (escaped): two titles XML would carry alike are one Id. */
    private final Set<String> ids = new HashSet<>();
    private int levels;

    public SlcWriter(Writer out) {
        this.out = out;
    }

    /** The prolog and the collection's title and description; call it before the first level, or not at all. */
    public void header(String notes) throws IOException {
        if (started) {
            throw new IllegalStateException("the header comes before the first level");
        }
        start(notes);
    }

    public void level(XsbWriter.Level level) throws IOException {
        if (!started) {
            start("");
        }
        levels++;
        out.write("    <Level Id=\"");
        out.write(id(oneLine(level.title())));
        out.write('"');
        int width = level.rows().stream().mapToInt(String::length).max().orElse(0);
        out.write(" Width=\"" + width + "\" Height=\"" + level.rows().size() + "\"");
        String author = oneLine(level.author());
        if (!author.isEmpty()) {
            out.write(" Copyright=\"");
            out.write(escape(author));
            out.write('"');
        }
        out.write(">\n");
        for (String row : level.rows()) {
            if (row.isEmpty()) {
                out.write("      <L/>\n");
            } else {
                out.write("      <L>");
                out.write(escape(row));
                out.write("</L>\n");
            }
        }
        out.write("    </Level>\n");
    }

    /** Closes the document; called once, after the last level. */
    public void end() throws IOException {
        if (ended) {
            return;
        }
        if (!started) {
            start("");
        }
        ended = true;
        out.write("  </LevelCollection>\n</SokobanLevels>\n");
    }

    private void start(String notes) throws IOException {
        started = true;
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write("<!DOCTYPE SokobanLevels SYSTEM \"SokobanLev.dtd\">\n");
        out.write("<SokobanLevels>\n");
        String text = notes.strip();
        if (!text.isEmpty()) {
            List<String> lines = text.lines().toList();
            out.write("  <Title>" + escape(lines.get(0).strip()) + "</Title>\n");
            out.write("  <Description>\n" + escape(text) + "\n  </Description>\n");
        }
        out.write("  <LevelCollection>\n");
    }

    /** The escaped Id of the level just counted: its title, else "Level N", made unique with " (2)", " (3)" … */
    private String id(String title) {
        String base = escape(title.isEmpty() ? "Level " + levels : title);
        String id = base;
        for (int n = 2; !ids.add(id); n++) {
            id = base + " (" + n + ")";
        }
        return id;
    }

    private static String oneLine(String s) {
        return s.replace('\r', ' ').replace('\n', ' ').strip();
    }

    /**
     * {@code text} safe in element content and in a double-quoted attribute; characters XML 1.0
     * forbids become U+FFFD so the document stays well-formed.
     */
    static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&apos;");
                // a literal tab in an attribute would be read back as a space
                case '\t' -> sb.append("&#9;");
                case '\n' -> sb.append(c);
                case '\r' -> sb.append("&#13;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                        sb.append(c).append(text.charAt(++i));
                    } else if (c < 0x20 || c == 0xFFFE || c == 0xFFFF || Character.isSurrogate(c)) {
                        sb.append('\uFFFD');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
