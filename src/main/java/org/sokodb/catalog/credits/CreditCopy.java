package org.sokodb.catalog.credits;

import java.util.List;
import java.util.Optional;

import org.sokodb.credits.DeclaredDate;
import org.sokodb.credits.FirstCopy;

/**
 * One copy of a level as {@code credits} lists it.
 *
 * @param boardId the board's row id: its place in import order
 * @param sourceNumber the source's number, as the web pages number sources
 * @param author the author field as the source writes it, empty when there is none
 * @param names the people the field names by the name rule, as it spells them; empty: no one
 * @param people the key of each of those people (aliases applied), in the same order: what their page is found by
 * @param first how this copy was found to be the first of its group; empty for the others
 * @param date the date its file declares for it
 * @param relation how its board stands to the group's first board ({@code rotated 90°} …)
 * @param similarity for a near copy ({@code --similar P}), how alike it is to the group's first board, in percent
 * @param written the board's rows as the source wrote them, to draw it
 */
public record CreditCopy(long boardId, String uniqueId, String exactId, String source, long sourceNumber, int index,
        String title, String author, List<String> names, List<String> people, Optional<FirstCopy.Basis> first, Optional<DeclaredDate> date,
        String relation, Optional<Double> similarity, String written) {
    public CreditCopy {
        names = List.copyOf(names);
        people = List.copyOf(people);
    }

    /** Whether the field names anyone. */
    public boolean credited() {
        return !names.isEmpty();
    }
}
