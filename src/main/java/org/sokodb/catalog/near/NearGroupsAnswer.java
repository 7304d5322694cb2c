package org.sokodb.catalog.near;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The near-duplicate groups {@link NearGroupCache} was asked for, or why there are none to show. */
public sealed interface NearGroupsAnswer {

    /**
     * Every group, in the order of {@code dups}.
     *
     * @param levels the catalog's levels when the groups were computed
     * @param withoutNearIds levels left out of {@code --walls} and {@code --normalized} because
     *     their ids are not computed yet (a catalog imported before they existed)
     */
    record Grouped(List<NearGroup> groups, long levels, long withoutNearIds) implements NearGroupsAnswer {
        public Grouped {
            groups = List.copyOf(groups);
        }

        /** The Unique-Ids that are in a group. */
        public Set<String> uniqueIds() {
            Set<String> out = new HashSet<>();
            groups.forEach(g -> g.members().forEach(m -> out.add(m.uniqueId())));
            return out;
        }
    }

    /** The catalog has more levels than are grouped on demand; {@code dups} groups it. */
    record TooLarge(long levels) implements NearGroupsAnswer {
    }

    /**
     * No groups now: every turn to compute them is taken, or the wait for one ran out
     * ({@code asker} false), or the one asking has other groups under way already and must wait
     * for them first ({@code asker} true); {@code reason} says which, in words for whoever asked.
     */
    record Refused(boolean asker, String reason) implements NearGroupsAnswer {
    }
}
