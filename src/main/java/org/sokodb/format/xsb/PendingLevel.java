package org.sokodb.format.xsb;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.sokodb.format.source.LevelRecord;

/**
 * A board that has been read, waiting for the text under it (its fields, notes and solutions)
 * before it becomes a {@link LevelRecord}.
 *
 * <p>Titles, strongest first: a {@code Title:} field under the board; the title line before
 * it (the SOK rule, which covers {@code ; 12}, {@code ;screen.01}, {@code ;Level 1}, Sven's
 * bare {@code 1}); a {@code ;} comment right under it (omerkel); a title line before it set
 * apart only by an empty {@code ;} line. A title line that loses is kept at the start of the
 * notes. The author is the {@code Author:} field under the board, else the file header's. Fields
 * in a paragraph right on top of the board (see {@link GapSplitter}) count when the text under
 * the board has none.
 */
final class PendingLevel {
    private final String source;
    private final int index;
    private final int line;
    private final List<String> rows;
    private final List<Integer> rowLines;
    private final Optional<String> boardProblem;
    private final Optional<GapLine> titleBefore;
    private final boolean titleBeforeIsWeak;
    private final List<GapLine> fieldsBefore;
    private final List<String> warnings;

    PendingLevel(String source, int index, int line, List<String> rows, List<Integer> rowLines,
            Optional<String> boardProblem, List<String> warnings,
            Optional<GapLine> titleBefore, boolean titleBeforeIsWeak, List<GapLine> fieldsBefore) {
        this.warnings = List.copyOf(warnings);
        this.source = source;
        this.index = index;
        this.line = line;
        this.rows = List.copyOf(rows);
        this.rowLines = List.copyOf(rowLines);
        this.boardProblem = boardProblem;
        this.titleBefore = titleBefore;
        this.titleBeforeIsWeak = titleBeforeIsWeak;
        this.fieldsBefore = List.copyOf(fieldsBefore);
    }

    /** The weak title line before this board when it was not taken, so it can go back where it came from. */
    Optional<GapLine> unusedWeakTitle(String chosenTitle) {
        return titleBefore.filter(t -> titleBeforeIsWeak && !chosenTitle.equals(t.titleText())
                && !byline(t.titleText()).map(b -> b[0].equals(chosenTitle)).orElse(false));
    }

    /**
     * Completes the level with the text under the board.
     *
     * @param after the text between this board and the next, split
     * @param header defaults from the file header (author, variant)
     * @param textProblem set when part of that text could not be read
     * @param weakTitleToHeader true when an unused weak title belongs to the file header (it
     *     came from there) rather than to this level's notes
     */
    LevelRecord complete(GapParts after, FileHeader header, Optional<String> textProblem, boolean weakTitleToHeader) {
        Fields below = Fields.of(after.notes());
        Fields above = Fields.of(fieldsBefore);
        String keyTitle = below.title.isEmpty() ? above.title : below.title;
        String author = below.author.isEmpty() ? above.author : below.author;
        String variant = below.variant.isEmpty() ? above.variant : below.variant;
        String strictBefore = titleBefore.filter(t -> !titleBeforeIsWeak).map(GapLine::titleText).orElse("");
        String weakBefore = titleBefore.filter(t -> titleBeforeIsWeak).map(GapLine::titleText).orElse("");
        String afterTitle = after.afterTitle().map(GapLine::titleText).orElse("");
        String title = firstNonEmpty(keyTitle, strictBefore, afterTitle, weakBefore);
        String chosenTitle = title;
        Optional<String[]> byline = byline(title);
        if (byline.isPresent() && (author.isEmpty() || author.equals(byline.get()[1]))) {
            // YASC's generated sets: "YASGen 1", by Brian Damgaard
            title = byline.get()[0];
            author = byline.get()[1];
        }

        Notes notes = new Notes();
        for (GapLine l : fieldsBefore) {
            boolean used = (l == above.titleLine && below.title.isEmpty())
                    || (l == above.authorLine && below.author.isEmpty());
            if (!used) {
                notes.add(l);
            }
        }
        for (GapLine l : after.notes()) {
            boolean chosenAfterTitle = after.afterTitle().isPresent() && l == after.afterTitle().get()
                    && chosenTitle.equals(afterTitle) && keyTitle.isEmpty() && strictBefore.isEmpty();
            if (!below.isTitleOrAuthor(l) && !chosenAfterTitle) {
                notes.add(l);
            }
        }
        if (!weakBefore.isEmpty() && !chosenTitle.equals(weakBefore) && !weakTitleToHeader) {
            notes.prepend(weakBefore);
        }
        if (!strictBefore.isEmpty() && !chosenTitle.equals(strictBefore)) {
            notes.prepend(strictBefore);
        }
        return new LevelRecord(source, index, line, title, author.isEmpty() ? header.author() : author,
                notes.toString(), rows, after.solutions(),
                rejection(variant.isEmpty() ? header.variant() : variant, textProblem), rowLines, warnings);
    }

    private Optional<String> rejection(String variant, Optional<String> textProblem) {
        if (boardProblem.isPresent()) {
            return boardProblem;
        }
        if (!variant.isEmpty() && !variant.toLowerCase(Locale.ROOT).startsWith("sokoban")) {
            return Optional.of(variant + " puzzle: only plain Sokoban is supported");
        }
        return textProblem;
    }

    /**
     * The first {@code Title:}, {@code Author:} and variant field among some lines; {@code ;}
     * comments and comment blocks hold none.
     */
    private static final class Fields {
        String title = "";
        String author = "";
        String variant = "";
        GapLine titleLine;
        GapLine authorLine;

        /** Fields of no lines: what most boards have above them; never changed. */
        private static final Fields NONE = new Fields();

        static Fields of(List<GapLine> lines) {
            if (lines.isEmpty()) {
                return NONE;
            }
            Fields fields = new Fields();
            for (int i = 0; i < lines.size(); i++) { // by index: no iterator for each board's few lines
                GapLine l = lines.get(i);
                if (l.kind() != GapLine.Kind.TEXT || l.isComment()) {
                    continue;
                }
                Optional<Field> field = Field.parse(l.text());
                if (field.isEmpty()) {
                    continue;
                }
                Field f = field.get();
                if (f.isTitle() && fields.titleLine == null && !f.value().isEmpty()) {
                    fields.title = f.value();
                    fields.titleLine = l;
                } else if (f.isAuthor() && fields.authorLine == null && !f.value().isEmpty()) {
                    fields.author = f.value();
                    fields.authorLine = l;
                } else if (f.isVariant() && fields.variant.isEmpty()) {
                    fields.variant = f.value();
                }
            }
            return fields;
        }

        /** True for the line a title or author was taken from: it is not repeated in the notes. */
        boolean isTitleOrAuthor(GapLine l) {
            return l == titleLine || l == authorLine;
        }
    }

    /** {@code "YASGen 1", by Brian Damgaard}: a quoted title, a comma, then {@code by} and the author. */
    private static final Pattern BYLINE = Pattern.compile(
            "([\"'])(.+)\\1\\s*,?\\s+by\\s+(\\S.*)", Pattern.CASE_INSENSITIVE);

    /** The title and author of a YASC byline title, if {@code title} is one. */
    static Optional<String[]> byline(String title) {
        if (title.isEmpty() || title.charAt(0) != '"' && title.charAt(0) != '\'') {
            return Optional.empty(); // no quote first: no byline, and no matcher made for each board's title
        }
        Matcher m = BYLINE.matcher(title);
        if (!m.matches() || m.group(2).isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new String[] {m.group(2).strip(), m.group(3).strip()});
    }

    private static String firstNonEmpty(String... candidates) {
        for (String c : candidates) {
            if (!c.isEmpty()) {
                return c;
            }
        }
        return "";
    }
}
