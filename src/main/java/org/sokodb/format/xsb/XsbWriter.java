package org.sokodb.format.xsb;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * Writes levels as an SOK or XSB text file that {@link XsbReader} reads back field for field:
 * the same title, author, notes, board rows and (SOK) solution blocks. Levels are written one
 * at a time, so a file of a million levels is never held in memory.
 *
 * <p>Layout of one level (SOK; XSB writes the title as {@code ; title}, notes as {@code ;}
 * comments and no solutions):
 *
 * <pre>
 * (blank line)
 * Title                     the title line: the last text line before the board, after a blank line
 * #####
 * #@$.#                     the board rows
 * #####
 * Author: Someone
 * notes …
 * (blank line)
 * Solution/Moves 12/3       each solution block: title, moves wrapped at 70, notes
 * rrrUUdl…
 * </pre>
 *
 * <p>The reader's SOK title rule decides what must be spelled out ({@link XsbReader}):
 * <ul>
 *   <li>A title that would not read back as a title line (it looks like a board row or like
 *       moves, starts with {@code ;}, or is a {@code Key: value} field) is written as a
 *       {@code Title:} field under the board instead.</li>
 *   <li>When no title line stands before a board (no title, or a {@code Title:} field) and the
 *       last line written is text (a note, a solution, the file header), a lone {@code ;} goes
 *       between them: otherwise that text would be read as the title. The reader keeps nothing
 *       of that line. After a board or a field, nothing is written: other programs may take a
 *       lone {@code ;} for an empty title, or show it.</li>
 *   <li>A line of notes that would be read as something else (a board row, moves, a
 *       {@code ::} comment, a {@code Title:}/{@code Author:}/{@code Game:} field, a
 *       {@code Comment:} marker, a {@code ;} comment) is written as a comment, {@code ; line}:
 *       the reader takes back exactly the text after {@code "; "}.</li>
 *   <li>An untitled level whose notes start right under the board gets a blank line there, so
 *       its first comment line is not offered as its title (the omerkel convention).</li>
 * </ul>
 *
 * <p>Text is normalised the way the reader normalises it: titles and authors are one line
 * without surrounding spaces, notes lose trailing spaces and runs of blank lines.
 */
public final class XsbWriter implements AutoCloseable {
    /** Moves per line in a solution block, as common SOK writers wrap them. */
    public static final int MOVES_PER_LINE = 70;

    /** The two text formats. */
    public enum Format {
        /** YASC's SOK 0.19: bare title lines, {@code Title:}/{@code Author:} fields, solution blocks. */
        SOK,
        /** Plain XSB: {@code ; title} lines, notes as {@code ;} comments, no solutions. */
        XSB,
        /** The XML collection of YASC and JSoko ({@link SlcWriter}): titles, authors, rows; no notes, no solutions. */
        SLC;

        /** {@code XSB} for a file named {@code *.xsb}, {@code SLC} for {@code *.slc} (any case), else {@code SOK}. */
        public static Format forFileName(String name) {
            String lower = name.toLowerCase(Locale.ROOT);
            return lower.endsWith(".xsb") ? XSB : lower.endsWith(".slc") ? SLC : SOK;
        }

        /** True for the format that carries solution blocks (SOK). */
        public boolean holdsSolutions() {
            return this == SOK;
        }

        /** The lower-case name used on the command line and in messages. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** As the command line takes it and the help lists it (picocli matches and shows enum constants by this). */
        @Override
        public String toString() {
            return label();
        }
    }

    /**
     * One level to write.
     *
     * @param rows the board rows; each must read back as a board row ({@link #readsAsBoard})
     * @param solutions written in SOK only
     */
    public record Level(String title, String author, String notes, List<String> rows, List<Solution> solutions) {
        public Level {
            Objects.requireNonNull(title);
            Objects.requireNonNull(author);
            Objects.requireNonNull(notes);
            rows = List.copyOf(rows);
            solutions = List.copyOf(solutions);
        }
    }

    /**
     * A solution block.
     *
     * @param title e.g. {@code Solution/Moves 230/97}; one that cannot be a block title is written as {@code Solution}
     * @param moves plain LURD letters, no RLE, no spaces
     */
    public record Solution(String title, String moves, String notes) {
        public Solution {
            Objects.requireNonNull(title);
            Objects.requireNonNull(notes);
            for (int i = 0; i < moves.length(); i++) {
                if ("lurdLURD".indexOf(moves.charAt(i)) < 0) {
                    throw new IllegalArgumentException("not a LURD letter at step " + (i + 1) + ": '"
                            + moves.charAt(i) + "'");
                }
            }
        }
    }

    private final Writer out;
    private final Format format;
    /** Writes the levels instead when the format is SLC. */
    private final SlcWriter slc;
    /** Nothing written yet: the next thing needs no blank line before it. */
    private boolean empty = true;
    /** True when the last line written is text that the reader would take for the title of a board under it. */
    private boolean textBefore;
    /** The line written last: whether a line of notes reads back as itself can depend on it. */
    private String lastLine = "";

    public XsbWriter(Writer out, Format format) {
        this.out = out;
        this.format = format;
        this.slc = format == Format.SLC ? new SlcWriter(out) : null;
    }

    public Format format() {
        return format;
    }

    /**
     * True when these rows, written one per line, are read back as exactly these rows of one
     * board: not empty, no row blank, no trailing spaces, and every row a board line. Rows read
     * from a run-length encoded board may fail this (a row of floor only); write the
     * normalised board then.
     */
    public static boolean readsAsBoard(List<String> rows) {
        if (rows.isEmpty()) {
            return false;
        }
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.isEmpty() || row.charAt(row.length() - 1) == ' '
                    || LineClassifier.classify(row, i > 0) != LineKind.BOARD) {
                return false;
            }
        }
        return true;
    }

    /** The file notes, before the first level. Call it first, or not at all. */
    public void header(String notes) throws IOException {
        if (!empty) {
            throw new IllegalStateException("the header comes before the first level");
        }
        if (slc != null) {
            slc.header(notes);
            empty = false;
            return;
        }
        writeNotes(notes);
    }

    /** Ends the document after the last level (SLC closes its elements); text formats need nothing. */
    public void finish() throws IOException {
        if (slc != null) {
            slc.end();
        }
    }

    public void level(Level level) throws IOException {
        if (!readsAsBoard(level.rows())) {
            throw new IllegalArgumentException("these rows would not read back as one board: " + level.rows());
        }
        if (slc != null) {
            slc.level(level);
            empty = false;
            return;
        }
        if (!empty) {
            line("");
        }
        String title = oneLine(level.title());
        String author = oneLine(level.author());
        Optional<String> titleLine = title.isEmpty() ? Optional.empty() : titleLine(title);
        // A lone ';' stands where no title line does and text would be taken for one: see the class comment.
        if (titleLine.isPresent()) {
            line(titleLine.get());
        } else if (textBefore) {
            line(";");
        }
        for (String row : level.rows()) {
            line(row);
        }
        textBefore = false;
        boolean fields = false;
        if (titleLine.isEmpty() && !title.isEmpty()) {
            line("Title: " + title);
            fields = true;
        }
        if (!author.isEmpty()) {
            line("Author: " + author);
            fields = true;
        }
        if (title.isEmpty() && !fields && !level.notes().isBlank()) {
            line("");
        }
        writeNotes(level.notes());
        if (format == Format.SOK) {
            for (Solution s : level.solutions()) {
                solution(s);
            }
        }
    }

    private void solution(Solution s) throws IOException {
        line("");
        String title = oneLine(s.title());
        line(canBeBlockTitle(title) ? title : "Solution");
        textBefore = true;
        String moves = s.moves();
        for (int from = 0; from < moves.length(); from += MOVES_PER_LINE) {
            line(moves.substring(from, Math.min(moves.length(), from + MOVES_PER_LINE)));
        }
        writeNotes(s.notes());
    }

    /** Lines of free text: paragraphs kept, each line written so that it reads back as itself. */
    private void writeNotes(String notes) throws IOException {
        boolean blank = false;
        boolean any = false;
        for (String raw : notes.split("\n", -1)) {
            String text = raw.replace('\r', ' ').stripTrailing();
            if (text.isEmpty()) {
                blank = any;
                continue;
            }
            if (blank) {
                line("");
                blank = false;
            }
            any = true;
            line(format == Format.XSB || needsComment(text) || SolutionLines.wouldBeTaken(text, lastLine)
                    ? "; " + text : text);
            textBefore = true;
        }
    }

    /** The line that reads back as {@code title} when it is the last line before a board, if there is one. */
    private Optional<String> titleLine(String title) {
        if (format == Format.XSB) {
            // "; x" reads back as x whatever x is, unless x is a field (a field is never a title)
            return Field.parse(title).isPresent() ? Optional.empty() : Optional.of("; " + title);
        }
        return canBeBlockTitle(title) ? Optional.of(title) : Optional.empty();
    }

    /** A bare line that the reader takes as a title, before a board or a solution. */
    private static boolean canBeBlockTitle(String title) {
        return !title.isEmpty()
                && title.equals(title.strip())
                && LineClassifier.classify(title, false) == LineKind.TEXT
                && title.charAt(0) != ';'
                && Field.parse(title).isEmpty();
    }

    /** True when a line of notes written as it is would be read as something else. */
    static boolean needsComment(String text) {
        if (LineClassifier.classify(text, true) != LineKind.TEXT || text.strip().startsWith(";")) {
            return true;
        }
        Optional<Field> field = Field.parse(text);
        return field.isPresent() && (field.get().isTitle() || field.get().isAuthor() || field.get().isVariant()
                || field.get().opensCommentBlock() || field.get().closesCommentBlock());
    }

    /** Titles and authors are single lines without surrounding spaces, as the reader gives them. */
    private static String oneLine(String s) {
        return s.replace('\r', ' ').replace('\n', ' ').strip();
    }

    private void line(String text) throws IOException {
        out.write(text);
        out.write('\n');
        empty = false;
        lastLine = text;
    }

    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        finish();
        out.close();
    }
}
