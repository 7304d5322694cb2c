package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.credits.Verdict;

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

    private final CreditDao dao;
    private final CreditedBoards credited;
    private final CreditFilter filter;
    private final Judging judging;

    CreditGroups(CreditDao dao, CreditedBoards credited, CreditFilter filter, Judging judging) {
        this.dao = dao;
        this.credited = credited;
        this.filter = filter;
        this.judging = judging;
    }

    /** The groups {@code filter} keeps, in order. */
    List<CreditGroup> list() {
        List<CreditDao.Group> groups = new ArrayList<>();
        String[] ids = credited.levels().toArray(new String[0]);
        for (int from = 0; from < ids.length; from += SLICE) {
            groups.addAll(dao.groups(Arrays.copyOfRange(ids, from, Math.min(ids.length, from + SLICE))));
        }
        if (groups.isEmpty()) {
            return List.of();
        }
        Comparator<CreditDao.Group> order = Comparator.comparing(CreditGroups::rank, DUPS_ORDER);
        groups.sort(order);
        List<CreditDao.Rank> ranks = new ArrayList<>(dao.ranks());
        ranks.sort(DUPS_ORDER);
        List<CreditGroup> kept = new ArrayList<>();
        for (int from = 0; from < groups.size(); from += SLICE) {
            List<CreditDao.Group> slice = groups.subList(from, Math.min(groups.size(), from + SLICE));
            Map<String, List<CreditDao.Copy>> copies = copiesOf(dao, slice.stream().map(CreditDao.Group::uniqueId).toList());
            for (CreditDao.Group g : slice) {
                List<CreditDao.Copy> cs = copies.getOrDefault(g.uniqueId(), List.of());
                Optional<Verdict> verdict = cs.size() < 2 ? Optional.empty() : judging.verdict(cs);
                if (verdict.isPresent() && filter.keeps(verdict.get())
                        && filter.keeps(cs.stream().map(CreditDao.Copy::source).toList(),
                                cs.stream().map(judging::people).toList())) {
                    int number = Collections.binarySearch(ranks, rank(g), DUPS_ORDER) + 1;
                    kept.add(new CreditGroup(number, g.uniqueId(), verdict.get(), judging.listed(cs, Optional.empty())));
                }
            }
        }
        return kept;
    }

    private static CreditDao.Rank rank(CreditDao.Group g) {
        return new CreditDao.Rank(g.members(), g.firstSeen());
    }

    /** Every board of these Unique-Ids, by Unique-Id, each in import order. */
    static Map<String, List<CreditDao.Copy>> copiesOf(CreditDao dao, List<String> uniqueIds) {
        Map<String, List<CreditDao.Copy>> byLevel = new LinkedHashMap<>();
        for (CreditDao.Copy c : dao.copies(uniqueIds.toArray(new String[0]))) {
            byLevel.computeIfAbsent(c.uniqueId(), k -> new ArrayList<>()).add(c);
        }
        return byLevel;
    }
}
