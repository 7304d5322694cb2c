package org.sokodb.format.xsb;

/**
 * Tells board lines from text with one pass over the characters and no allocation (the
 * reader calls it for every line; Boxoban has eighteen million of them).
 *
 * <p>A <b>board line</b> consists only of board characters ({@code # @ + $ * .} space,
 * {@code - _ p P b B w W}) and tabs, and contains a wall ({@code # w W}): a line of digits
 * such as {@code 1} (a Sven title) has no wall and is text. A <b>run-length encoded board
 * line</b> may also hold digits, parentheses and {@code |}, and must be well-formed RLE, so
 * prose with a {@code #} and a number in it stays text. Inside a board, a line whose first
 * non-space character is {@code #} and that has no word in it (no two letters in a row) is
 * still a row: a tab or an unknown character in a board then reaches {@code Board.parse},
 * which names it, instead of silently cutting the board in two.
 *
 * <p>A <b>moves line</b> consists of {@code l u r d L U R D}, digits, parentheses, brackets,
 * braces, {@code *} and spaces, with at least one move letter. A title made only of these
 * letters ({@code "Dull"}) would be read as moves; no published file was seen to have one.
 */
final class LineClassifier {
    private static final int BOARD = 1;
    private static final int WALL = 2;
    private static final int RLE = 4;
    private static final int BOARD_OR_RLE = 8;
    private static final int MOVE = 16;
    private static final int MOVE_LETTER = 32;
    private static final int LETTER = 64;
    private static final int SPACE = 128;

    private static final int[] FLAGS = new int[128];

    static {
        for (char c : "#@+$*. -_pPbBwW\t".toCharArray()) {
            FLAGS[c] |= BOARD | BOARD_OR_RLE;
        }
        for (char c : "#wW".toCharArray()) {
            FLAGS[c] |= WALL;
        }
        for (char c : "0123456789()|".toCharArray()) {
            FLAGS[c] |= RLE | BOARD_OR_RLE;
        }
        for (char c : "lurdLURD0123456789()[]{}* ".toCharArray()) {
            FLAGS[c] |= MOVE;
        }
        for (char c : "lurdLURD".toCharArray()) {
            FLAGS[c] |= MOVE_LETTER;
        }
        for (char c = 'a'; c <= 'z'; c++) {
            FLAGS[c] |= LETTER;
            FLAGS[Character.toUpperCase(c)] |= LETTER;
        }
        for (char c = 0; c <= ' '; c++) {
            FLAGS[c] |= SPACE;
        }
    }

    private LineClassifier() {
    }

    /**
     * @param line the line without its line break
     * @param inBoard true when the line before it was a board line
     */
    static LineKind classify(String line, boolean inBoard) {
        int n = line.length();
        int all = ~0;
        int any = 0;
        for (int i = 0; i < n; i++) {
            char c = line.charAt(i);
            int f = c < 128 ? FLAGS[c] : 0;
            all &= f;
            any |= f;
        }
        if ((all & SPACE) != 0) {
            return LineKind.BLANK;
        }
        if (n >= 2 && line.charAt(0) == ':' && line.charAt(1) == ':') {
            return LineKind.HIDDEN;
        }
        if ((any & WALL) != 0) {
            if ((all & BOARD) != 0) {
                return LineKind.BOARD;
            }
            if ((all & BOARD_OR_RLE) != 0 && Rle.isWellFormed(line)) {
                return LineKind.RLE_BOARD;
            }
        }
        if ((all & MOVE) != 0 && (any & MOVE_LETTER) != 0) {
            return LineKind.MOVES;
        }
        if (inBoard && looksLikeDamagedRow(line)) {
            return LineKind.BOARD;
        }
        return LineKind.TEXT;
    }

    private static boolean looksLikeDamagedRow(String line) {
        int i = 0;
        while (i < line.length() && line.charAt(i) == ' ') {
            i++;
        }
        if (i == line.length() || line.charAt(i) != '#') {
            return false;
        }
        boolean previousLetter = false;
        for (; i < line.length(); i++) {
            char c = line.charAt(i);
            boolean letter = c < 128 ? (FLAGS[c] & LETTER) != 0 : Character.isLetter(c);
            if (letter && previousLetter) {
                return false;
            }
            previousLetter = letter;
        }
        return true;
    }
}
