package org.sokodb.format.xsb;

/** What a line of an XSB/SOK file is, judged from the line alone (and whether a board is open). */
enum LineKind {
    /** Empty, or only spaces, tabs and control characters. */
    BLANK,
    /** {@code ::} comment for humans reading the file (the SOK legend box): ignored entirely. */
    HIDDEN,
    /** A board row as written. */
    BOARD,
    /** One or more board rows, run-length encoded ({@code 3#4-p.#}, {@code --3#|3#-#|#pb.#|5#}). */
    RLE_BOARD,
    /** A line of LURD moves (possibly run-length encoded) of a solution or saved game. */
    MOVES,
    /** Anything else: titles, notes, {@code Key: value} fields, {@code ;} comments. */
    TEXT
}
