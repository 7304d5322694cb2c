package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.credits.Ruling;

/**
 * The Unique-Id groups whose copies disagree about who made the level, in {@code dups}' order
 * (most boards first, then the first imported), each numbered as {@code dups} numbers it. Only
 * groups with a board that names someone can disagree: those are found from the credited boards,
 * and only their boards are read, a slice of groups at a time.
 */
final class CreditGroups {
    /** Groups whose boards are read with one query. */
    private static final int SLICE = 500;
    static final Comparator<CreditDao.Rank> DUPS_ORDER = Comparator.comparingInt(CreditDao.Rank::members).reversed()
            .thenComparingLong(CreditDao.Rank::firstSeen);

    private final CreditReading read;

    CreditGroups(CreditReading read) {
        this.read = read;
    }

    /** The groups {@code filter} keeps, in order. */
    List<CreditGroup> list() {
        List<CreditDao.Group> groups = new ArrayList<>();
        String[] ids = read.credited().levels().toArray(new String[0]);
        for (int from = 0; from < ids.length; from += SLICE) {
            String[] slice = Arrays.copyOfRange(ids, from, Math.min(ids.length, from + SLICE));
            groups.addAll(read.dao().groups(slice));
        }
        if (groups.isEmpty()) {
            return List.of();
        }
        Comparator<CreditDao.Group> order = Comparator.comparing(CreditGroups::rank, DUPS_ORDER);
        groups.sort(order);
        List<CreditDao.Rank> ranks = new ArrayList<>(read.dao().ranks());
        ranks.sort(DUPS_ORDER);
        List<CreditGroup> kept = new ArrayList<>();
        for (int from = 0; from < groups.size(); from += SLICE) {
            List<CreditDao.Group> slice = groups.subList(from, Math.min(groups.size(), from + SLICE));
            Map<String, List<CreditDao.Copy>> copies =
                    read.dao().copiesOf(slice.stream().map(CreditDao.Group::uniqueId).toList());
            for (CreditDao.Group g : slice) {
                List<CreditDao.Copy> cs = copies.getOrDefault(g.uniqueId(), List.of());
                Optional<Ruling> ruling = cs.size() < 2 ? Optional.empty() : read.judging().ruling(cs);
                if (ruling.isPresent() && read.filter().keeps(ruling.get())
                        && read.filter().keeps(cs.stream().map(CreditDao.Copy::source).toList(),
                                cs.stream().map(read.judging()::people).toList())) {
                    int number = Collections.binarySearch(ranks, rank(g), DUPS_ORDER) + 1;
                    kept.add(new CreditGroup(number, g.uniqueId(), ruling.get(),
                            read.judging().listed(cs, Optional.empty()), read.judging().why(ruling.get(), cs)));
                }
            }
        }
        return kept;
    }

    private static CreditDao.Rank rank(CreditDao.Group g) {
        return new CreditDao.Rank(g.members(), g.firstSeen());
    }
}
