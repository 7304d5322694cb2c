package org.sokodb.format.xsb;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.sokodb.format.source.SolutionBlock;

/**
 * Divides the text between two boards among the board before it, its solutions, and the board
 * after it. One rule does most of the work, the title rule of the SOK format: <em>a title is
 * the last non-blank text line before a board, a saved game or a solution, provided a blank
 * line precedes it or it is the only text line there</em>. Everything else after a board
 * belongs to that board (its notes, then its solution blocks, each block's notes running up to
 * the next block's title); everything before the first board is the file header.
 *
 * <p>Three XSB habits are layered on top. Skinner's sets put a level's name in quotes under its
 * number ({@code ; 44} then {@code 'Duh!'}): such a pair is one title, {@code 44 'Duh!'}, as
 * omerkel's copies of the same sets write it on one line. A title comment may stand right under its board
 * ({@code ; 1} then {@code ; Copyright: Thinking Rabbit}, omerkel's {@code Original.xsb}): a
 * {@code ;} comment directly under a board, whose paragraph ends in a blank line rather than
 * running into the next board, is offered as that board's title. And comment headers separate
 * their paragraphs with an empty {@code ;} line: a title set apart only by such a line is
 * offered as a weak title, which a title under the board overrides. Finally, a paragraph of
 * fields ({@code Title:}, {@code Author:} …) standing right on top of a board, with a blank line
 * above it, belongs to the board below: no published file was seen to do this, but writers
 * that put fields first exist, and the reading is unambiguous.
 */
final class GapSplitter {
    private GapSplitter() {
    }

    /**
     * @param lines the lines between the boards
     * @param afterBoard true when a board precedes the text (false: the file header)
     * @param beforeBoard true when a board follows the text (false: the end of the file)
     * @param titlesBelow true when the file writes every title as a {@code ;} comment right under
     *     its board ({@link TitlesBelow}): the first line is the title of the board before, and
     *     nothing is the title of the board after
     */
    static GapParts split(List<GapLine> lines, boolean afterBoard, boolean beforeBoard, boolean titlesBelow) {
        List<GapLine> items = afterBoard ? SolutionLines.mark(lines) : lines;
        int n = items.size();
        int nextTitle = -1;
        boolean weak = false;
        GapLine title = null;
        if (beforeBoard && !titlesBelow) {
            int j = lastNonBlank(items, n);
            if (j >= 1 && isQuoted(items.get(j)) && items.get(j - 1).canBeTitle() && setApart(items, j - 1)) {
                nextTitle = j - 1;
                GapLine number = items.get(j - 1);
                title = new GapLine(GapLine.Kind.TEXT, number.text().strip() + " " + items.get(j).text().strip(),
                        number.line());
            } else if (j >= 0 && items.get(j).canBeTitle()) {
                if (setApart(items, j)) {
                    nextTitle = j;
                } else if (items.get(j - 1).isEmptyComment()) {
                    nextTitle = j;
                    weak = true;
                }
                title = nextTitle >= 0 ? items.get(j) : null;
            }
        }
        int fieldsStart = beforeBoard && nextTitle < 0 && !titlesBelow ? fieldsAbove(items, afterBoard) : n;
        int end = nextTitle >= 0 ? nextTitle : fieldsStart;
        List<SolutionBlock> solutions = new ArrayList<>();
        int notesEnd = afterBoard ? findSolutions(items, end, solutions) : end;
        List<GapLine> notes = items.subList(0, notesEnd);
        Optional<GapLine> afterTitle = Optional.empty();
        if (afterBoard && notesEnd > 0 && nextTitle != 0 && items.get(0).isComment() && items.get(0).canBeTitle()
                && (titlesBelow || paragraphEndsInBlank(items, beforeBoard))) {
            afterTitle = Optional.of(items.get(0));
        }
        return new GapParts(notes, afterTitle, solutions, Optional.ofNullable(title), weak,
                items.subList(fieldsStart, n));
    }

    /**
     * Finds the solution blocks in {@code items[0, end)}: each maximal run of moves lines, with
     * its title line and the notes up to the next block.
     *
     * @return where the board's own notes end (the start of the first block, or {@code end})
     */
    private static int findSolutions(List<GapLine> items, int end, List<SolutionBlock> out) {
        int notesEnd = end;
        int boundary = -1;
        int pendingStart = -1;
        String pendingTitle = "";
        StringBuilder pendingMoves = null;
        int pendingLine = 0;
        int pendingNotesFrom = 0;
        int i = 0;
        while (i < end) {
            if (items.get(i).kind() != GapLine.Kind.MOVES) {
                i++;
                continue;
            }
            int runStart = i;
            int t = lastNonBlankBetween(items, boundary, runStart);
            int blockStart = runStart;
            String title = "";
            if (runStart > 0 && items.get(runStart - 1).kind() == GapLine.Kind.LABEL) {
                blockStart = runStart - 1;
                title = items.get(blockStart).text();
            } else if (t >= 0 && items.get(t).canBeTitle()
                    && (t == boundary + 1 || items.get(t - 1).isBlank())) {
                blockStart = t;
                title = items.get(t).titleText();
            }
            if (pendingStart < 0) {
                notesEnd = blockStart;
            } else {
                out.add(block(pendingTitle, pendingMoves, items, pendingNotesFrom, blockStart, pendingLine));
            }
            StringBuilder moves = new StringBuilder();
            while (i < end && items.get(i).kind() == GapLine.Kind.MOVES) {
                moves.append(items.get(i).text().strip());
                i++;
            }
            pendingStart = blockStart;
            pendingTitle = title;
            pendingMoves = moves;
            pendingLine = items.get(runStart).line();
            pendingNotesFrom = i;
            boundary = i - 1;
        }
        if (pendingStart >= 0) {
            out.add(block(pendingTitle, pendingMoves, items, pendingNotesFrom, end, pendingLine));
        }
        return notesEnd;
    }

    private static SolutionBlock block(String title, StringBuilder moves, List<GapLine> items, int from, int to,
            int line) {
        return new SolutionBlock(title, moves.toString(), Notes.join(items.subList(from, to)), line);
    }

    /** The first paragraph (from index 0) is followed by a blank line, or by the end of the file. */
    private static boolean paragraphEndsInBlank(List<GapLine> items, boolean beforeBoard) {
        for (int k = 1; k < items.size(); k++) {
            GapLine.Kind kind = items.get(k).kind();
            if (kind != GapLine.Kind.TEXT) {
                return kind == GapLine.Kind.BLANK;
            }
        }
        return !beforeBoard;
    }

    /**
     * Where a paragraph of fields standing right on top of the next board starts ({@code
     * Title: x} then {@code Author: y} then the board), or {@code items.size()} when there is
     * none. The paragraph must be set apart from the board before by a blank line: fields
     * touching both boards belong to the board above, as everywhere else.
     */
    private static int fieldsAbove(List<GapLine> items, boolean afterBoard) {
        int n = items.size();
        int start = n;
        boolean titleOrAuthor = false;
        while (start > 0 && items.get(start - 1).kind() == GapLine.Kind.TEXT && !items.get(start - 1).isComment()) {
            Optional<Field> field = Field.parse(items.get(start - 1).text());
            if (field.isEmpty()) {
                return n;
            }
            titleOrAuthor |= field.get().isTitle() || field.get().isAuthor();
            start--;
        }
        boolean setApart = start > 0 ? items.get(start - 1).isBlank() : !afterBoard;
        return start < n && titleOrAuthor && setApart ? start : n;
    }

    /** The line at {@code j} starts the text since the board or solution before it, or follows a blank line. */
    private static boolean setApart(List<GapLine> items, int j) {
        GapLine.Kind before = j == 0 ? GapLine.Kind.BLANK : items.get(j - 1).kind();
        return before == GapLine.Kind.BLANK || before == GapLine.Kind.MOVES;
    }

    /** A name in quotes under a title line: {@code ; 44} then {@code 'Duh!'} (Skinner's sets). */
    private static boolean isQuoted(GapLine l) {
        if (l.kind() != GapLine.Kind.TEXT) {
            return false;
        }
        String t = l.text().strip();
        char first = t.isEmpty() ? 0 : t.charAt(0);
        return t.length() >= 2 && (first == '\'' || first == '"') && t.charAt(t.length() - 1) == first;
    }

    private static int lastNonBlank(List<GapLine> items, int end) {
        return lastNonBlankBetween(items, -1, end);
    }

    /** Index of the last non-blank line in {@code (after, before)}, or -1. */
    private static int lastNonBlankBetween(List<GapLine> items, int after, int before) {
        for (int j = before - 1; j > after; j--) {
            if (!items.get(j).isBlank()) {
                return j;
            }
        }
        return -1;
    }
}
