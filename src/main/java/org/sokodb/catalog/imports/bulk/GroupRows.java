package org.sokodb.catalog.imports.bulk;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.sokodb.catalog.duplicates.DuplicateGroupDao;

/**
 * The {@code duplicate_group} rows an import that is no bulk load keeps batch by batch. A batch's
 * boards are added to their groups' rows ({@link DuplicateGroupDao#grow}); a group that had no row
 * yet (one board before the batch, or none) is counted whole, and so is a group a replaced source
 * took boards from. Counting every grown group whole at each batch cost a source that repeats one
 * level thousands of times the square of its boards: each batch read every board the group had.
 */
final class GroupRows {
    private GroupRows() {
    }

    /** Adds each batch's boards to its group's row, and counts whole the groups that had none. */
    static void grow(DuplicateGroupDao groups, List<DuplicateGroupDao.Growth> growth) {
        if (growth.isEmpty()) {
            return;
        }
        int[] changed = groups.grow(growth);
        List<String> rowless = new ArrayList<>();
        for (int i = 0; i < changed.length; i++) {
            if (changed[i] == 0) {
                rowless.add(growth.get(i).uniqueId());
            }
        }
        if (!rowless.isEmpty()) {
            groups.recount(rowless.toArray(new String[0]));
        }
    }

    /** Counts these groups again whole, from the boards. */
    static void recount(DuplicateGroupDao groups, Set<String> uniqueIds) {
        if (uniqueIds.isEmpty()) {
            return;
        }
        String[] ids = uniqueIds.toArray(new String[0]);
        groups.forget(ids);
        groups.recount(ids);
    }
}
