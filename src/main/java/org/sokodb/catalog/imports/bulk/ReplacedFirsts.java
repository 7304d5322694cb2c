package org.sokodb.catalog.imports.bulk;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;
import org.sokodb.catalog.duplicates.DuplicateGroupDao.FirstBoard;

/**
 * The boards of another source that became the first of their Unique-Id because a source was
 * replaced during a bulk load. Outside a bulk load the import finds them when it takes the
 * earlier version out ({@code DuplicateGroupDao.ledBy}); during one the Unique-Id index is
 * off, so what the earlier version had is written down here before its rows go, and asked
 * again once the index is back.
 *
 * <p>A board {@code b} of Unique-Id {@code u} counted as a duplicate when it was imported and is
 * the first of {@code u} now exactly when a replaced source had a board of {@code u} before it
 * (row ids grow with the import), and {@code b} was already there when that source was taken
 * out: a board imported after it was decided without the earlier version's.
 */
final class ReplacedFirsts {
    /** Per replaced source and Unique-Id: the Unique-Id's key, its first board there, the newest board then. */
    private long[] uniqueKeys = new long[16];
    private long[] gone = new long[16];
    private long[] newestThen = new long[16];
    private int size;

    /** Writes down what {@code collectionId} has, before its rows are taken out. */
    void record(DuplicateGroupDao groups, long collectionId) {
        long newest = groups.lastBoard();
        for (FirstBoard b : groups.firstBoardsOf(collectionId)) {
            if (size == uniqueKeys.length) {
                uniqueKeys = Arrays.copyOf(uniqueKeys, size * 2);
                gone = Arrays.copyOf(gone, size * 2);
                newestThen = Arrays.copyOf(newestThen, size * 2);
            }
            uniqueKeys[size] = HexIds.keyOf(b.uniqueId());
            gone[size] = b.id();
            newestThen[size] = newest;
            size++;
        }
    }

    boolean isEmpty() {
        return size == 0;
    }

    /**
     * The sources whose board is now the first of a Unique-Id a replaced source had first, once
     * per such board; asked with the Unique-Id index in place. Forgets what it had written down.
     */
    List<Long> nowFirst(DuplicateGroupDao groups, int slice) {
        long[] distinct = Arrays.stream(uniqueKeys, 0, size).distinct().sorted().toArray();
        Map<Long, FirstBoard> first = new HashMap<>();
        for (int i = 0; i < distinct.length; i += slice) {
            String[] ids = Arrays.stream(distinct, i, Math.min(distinct.length, i + slice))
                    .mapToObj(HexIds::spellingOfKey).toArray(String[]::new);
            for (FirstBoard b : groups.firstBoards(ids)) {
                first.put(HexIds.keyOf(b.uniqueId()), b);
            }
        }
        List<Long> sources = new ArrayList<>();
        Set<Long> decided = new HashSet<>();
        for (int i = 0; i < size; i++) {
            FirstBoard b = first.get(uniqueKeys[i]);
            if (b != null && b.id() > gone[i] && b.id() <= newestThen[i] && decided.add(uniqueKeys[i])) {
                sources.add(b.collectionId());
            }
        }
        size = 0;
        return sources;
    }
}
