package org.sokodb.format.xsb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.LineReader;
import org.sokodb.format.source.ReadAheadStream;
import org.sokodb.format.source.ReaderLimits;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.source.Sources;

/**
 * Reads XSB and SOK text collections as they occur in the wild (see {@code docs/formats.md}),
 * one board at a time: a file of a million levels never sits in memory whole.
 *
 * <p><b>Lines.</b> LF, CRLF and lone CR all end a line. Each line is decoded on its own: ASCII,
 * else strict UTF-8, else windows-1252, so no byte in a title fails a file; byte-order marks
 * are dropped wherever they are, mangled ones too ({@link org.sokodb.format.source.LineDecoder}). Lines longer than
 * {@link ReaderLimits#MAX_LINE_BYTES} are skipped unread; the board they are in, or the board
 * whose text they are in, is rejected. Lines starting with {@code ::} are comments for humans
 * and are ignored.
 *
 * <p><b>Boards.</b> A board is a maximal run of consecutive board lines. A board line holds
 * only board characters and tabs and contains a wall, or is well-formed run-length encoding
 * of such characters ({@code 3#4-p.#}, rows joined by {@code |}); details in
 * {@link LineClassifier}. Rows are kept as written (RLE expanded, trailing spaces dropped), so
 * a tab or an unknown character inside a board reaches {@code Board.parse}, which reports it
 * by row and column. A board over {@code BoardLimits} is rejected on its record without
 * keeping its rows ({@link BoardRows}). Every board takes an index, rejected ones too.
 *
 * <p><b>Text.</b> Everything before the first board is the file header ({@link #fileNotes()}; its
 * {@code Author:} and {@code Game:}/{@code Variant:} fields are defaults for every level).
 * Text after a board belongs to that board: fields ({@code Title:}, {@code Author:} in any
 * spelling), notes, {@code Comment:}…{@code Comment-End:} blocks (whose {@code Key: value}
 * lines are notes, not fields), then solution and saved-game blocks (a title line, moves
 * wrapping over any number of lines, notes), except the title line of the next board. Which
 * line is a title is decided by {@link GapSplitter} and {@link PendingLevel}; in a file that
 * writes every title right under its board ({@link Titles#BELOW_BOARD}) that line is the
 * title of the board above. Solutions the classifier does not see as moves ({@code Solution:
 * 1-4u1}, a damaged block) are found by {@link SolutionLines}. A {@code |} inside a board of
 * several lines is a row separator and a warning on the record.
 *
 * <p><b>Variants.</b> A level whose {@code Game:} or {@code Variant:} field (its own, else the
 * header's; {@code :} or {@code =}) names anything but Sokoban is rejected with e.g.
 * "Hexoban puzzle: only plain Sokoban is supported".
 *
 * <p>{@link #format()} is "sok" for a source named {@code *.sok} or once a {@code ::} line or a
 * solution block has been seen, else "xsb"; like {@link #fileNotes()}, it is final when the stream is exhausted.
 */
public final class XsbReader extends ReadAheadStream {
    /** Where the file writes its titles; {@link org.sokodb.format.LevelFiles} tells ({@link TitlesBelow}). */
    public enum Titles {
        /** The usual rules: a title line above the board, a {@code Title:} field or a comment under it. */
        USUAL,
        /** Each board's title is the {@code ;} comment directly below it, never the line above the next board. */
        BELOW_BOARD
    }

    private final LineReader lines;
    private final Titles titles;
    private final String source;
    private final Gap gap = new Gap();
    private final BoardRows board = new BoardRows();
    private FileHeader header = FileHeader.NONE;
    /** The board before the text being collected; null while reading the file header. */
    private PendingLevel pending;
    private boolean pendingFollowsHeader;
    private Optional<GapLine> nextTitle = Optional.empty();
    private boolean nextTitleIsWeak;
    private List<GapLine> nextFields = List.of();
    private Optional<String> textProblem = Optional.empty();
    private boolean inBoard;
    /** The last line outside a board that was too long to read, and its bytes; 0 when none. */
    private int longLine;
    private long longLineBytes;
    private int index;
    private boolean sok;

    private XsbReader(InputStream in, String source, Titles titles) {
        this.lines = new LineReader(in);
        this.source = source;
        this.titles = titles;
        this.sok = source.toLowerCase(Locale.ROOT).endsWith(".sok");
    }

    public static LevelStream read(InputStream in, String source) {
        return read(in, source, Titles.USUAL);
    }

    public static LevelStream read(InputStream in, String source, Titles titles) {
        return new XsbReader(in, source, titles);
    }

    /** Reads lines until a level is complete (its board and the text under it), or the end. */
    @Override
    protected LevelRecord advance() {
        while (true) {
            String text = readLine();
            if (text == null) {
                return finish();
            }
            int number = lines.lineNumber();
            if (lines.skippedBytes() > 0) {
                skipLongLine(number);
                continue;
            }
            LineKind kind = LineClassifier.classify(text, inBoard);
            if (kind == LineKind.BOARD || kind == LineKind.RLE_BOARD) {
                LevelRecord done = inBoard ? null : startBoard(number);
                inBoard = true;
                if (kind == LineKind.BOARD) {
                    board.addRow(text, number);
                } else {
                    board.addEncoded(text, number);
                }
                if (done != null) {
                    return done;
                }
                continue;
            }
            if (inBoard) {
                endBoard();
            }
            switch (kind) {
                case HIDDEN -> sok = true;
                case BLANK -> gap.addBlank(number);
                case MOVES -> gap.addMoves(text.stripTrailing(), number);
                default -> gap.addText(text.stripTrailing(), number);
            }
        }
    }

    private String readLine() {
        try {
            return lines.next();
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(source, lines.lineNumber() + 1, 0),
                    "cannot read: " + Sources.reason(e));
        }
    }

    private void skipLongLine(int number) {
        if (inBoard) {
            board.addSkipped(number, lines.skippedBytes());
            return;
        }
        longLine = number;
        longLineBytes = lines.skippedBytes();
        String reason = "line " + number + " is " + lines.skippedBytes() + " bytes long, more than the limit of "
                + ReaderLimits.MAX_LINE_BYTES + " bytes";
        gap.addSkipped("[" + reason + ": not read]", number);
        if (pending != null && textProblem.isEmpty()) {
            textProblem = Optional.of("the text under the board is incomplete: " + reason);
        }
    }

    /** The first row of a board: the text before it is complete, and so is the level before it. */
    private LevelRecord startBoard(int number) {
        GapParts parts = GapSplitter.split(gap.lines(), pending != null, true, titles == Titles.BELOW_BOARD);
        LevelRecord done = null;
        if (pending == null) {
            header = FileHeader.of(parts.notes());
        } else {
            done = complete(parts);
        }
        nextTitle = parts.nextTitle();
        nextTitleIsWeak = parts.nextTitleIsWeak();
        nextFields = List.copyOf(parts.nextFields());
        gap.clear();
        textProblem = Optional.empty();
        board.start(number);
        if (longLine > 0 && longLine == number - 1) {
            board.longLineAbove(longLine, longLineBytes);
        }
        return done;
    }

    private void endBoard() {
        inBoard = false;
        pendingFollowsHeader = pending == null;
        pending = new PendingLevel(source, ++index, board.firstLine(), board.rows(), board.rowLines(),
                board.problem(), board.warnings(), nextTitle, nextTitleIsWeak, nextFields);
        nextTitle = Optional.empty();
        nextFields = List.of();
    }

    private LevelRecord finish() {
        endOfInput();
        if (inBoard) {
            endBoard();
        }
        GapParts parts = GapSplitter.split(gap.lines(), pending != null, false, titles == Titles.BELOW_BOARD);
        if (pending == null) {
            header = FileHeader.of(parts.notes());
            return null;
        }
        LevelRecord done = complete(parts);
        pending = null;
        gap.clear();
        return done;
    }

    private LevelRecord complete(GapParts parts) {
        if (!parts.solutions().isEmpty()) {
            sok = true;
        }
        Optional<String> problem = textProblem;
        if (problem.isEmpty() && gap.firstDroppedLine() > 0) {
            problem = Optional.of("the text under the board is incomplete: more than " + ReaderLimits.MAX_GAP_CHARS
                    + " characters of notes and solutions (from line " + gap.firstDroppedLine() + " on)");
        }
        LevelRecord record = pending.complete(parts, header, problem, pendingFollowsHeader);
        if (pendingFollowsHeader) {
            Optional<GapLine> unused = pending.unusedWeakTitle(record.title());
            if (unused.isPresent()) {
                header = header.withParagraph(unused.get().noteText());
            }
        }
        return record;
    }

    @Override
    public String fileNotes() {
        return header.notes();
    }

    @Override
    public String format() {
        return sok ? "sok" : "xsb";
    }

    @Override
    public void close() {
        try {
            lines.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
