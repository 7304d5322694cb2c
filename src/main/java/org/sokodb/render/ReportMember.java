package org.sokodb.render;

import java.util.List;
import java.util.Objects;

/**
 * One occurrence of a level in a duplicate report: where it was found and the board as
 * that file wrote it (the picture shows this orientation, not a normalised one).
 *
 * @param index 1-based position of the board in its source
 * @param title empty when the level has none
 * @param author empty when unknown
 * @param relation how this board looks next to the group's first member, in words
 *     ("same board", "rotated 90°", "mirrored", "man elsewhere"); not shown for the first
 * @param rows the board rows as written in the source
 * @param marked squares to outline (where a near-duplicate differs from the group's first member)
 */
public record ReportMember(String source, int index, String title, String author, String exactId, String uniqueId,
        String relation, List<String> rows, List<Square> marked) {

    /** A square of the drawn board, column {@code x} and row {@code y} from the top left. */
    public record Square(int x, int y) {
    }

    /** A member with no square marked. */
    public ReportMember(String source, int index, String title, String author, String exactId, String uniqueId,
            String relation, List<String> rows) {
        this(source, index, title, author, exactId, uniqueId, relation, rows, List.of());
    }

    public ReportMember {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(author, "author");
        Objects.requireNonNull(exactId, "exactId");
        Objects.requireNonNull(uniqueId, "uniqueId");
        Objects.requireNonNull(relation, "relation");
        rows = List.copyOf(rows);
        marked = List.copyOf(marked);
    }
}
