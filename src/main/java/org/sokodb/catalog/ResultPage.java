package org.sokodb.catalog;

import java.util.List;

/**
 * One page of a longer answer (the rows of a search, a source, the groups of {@code dups}, …).
 *
 * @param page 1-based
 * @param size the most items a page holds
 * @param more true when a next page has items
 */
public record ResultPage<T>(List<T> items, int page, int size, boolean more) {
    public ResultPage {
        items = List.copyOf(items);
    }

    /** The offset of the first item of page {@code page} of {@code size} items. */
    public static long offset(int page, int size) {
        return (long) (page - 1) * size;
    }

    /** A page made of a query's answer for {@code size + 1} items: the last one only says there is more. */
    public static <T> ResultPage<T> of(List<T> fetched, int page, int size) {
        boolean more = fetched.size() > size;
        return new ResultPage<>(more ? fetched.subList(0, size) : fetched, page, size, more);
    }
}
