package org.sokodb.credits;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The table of authors ({@code sokodb authors}), level by level: for every person some copy
 * names, the spelling used most (the name shown), how many spellings, how many levels and
 * sources credit them, on how many of those levels another copy credits someone else in a way
 * that does not agree with theirs (docs/credits.md), and on how many a copy names no one.
 */
public final class AuthorTally {
    /** A person a copy names: the key standing for them (aliases applied) and the spelling the copy uses. */
    public record Credit(String person, String spelling) {
    }

    /** A copy that names people: the source it is in and whom it names. */
    public record CreditedCopy(String source, List<Credit> credits) {
        public CreditedCopy {
            credits = List.copyOf(credits);
        }

        Set<String> people() {
            Set<String> people = new HashSet<>();
            credits.forEach(c -> people.add(c.person()));
            return people;
        }
    }

    /**
     * One row of the table.
     *
     * @param author the spelling the most copies use (of equals, the one met first)
     * @param person the key standing for the person
     * @param spellings every spelling met, the most used first
     * @param levels levels some copy credits to them
     * @param sources sources with a copy crediting them
     * @param creditedElsewhereToOthers of those levels, those where another copy names other people and does not
     *     agree with a copy naming them
     * @param copiedUncredited of those levels, those where some copy names no one
     * @param learned how names of the person were learned to be theirs: the aliases file, a pen name a field
     *     states (and where), the same name with an initial or a word less
     */
    public record AuthorRow(String author, String person, List<String> spellings, int levels, int sources,
            int creditedElsewhereToOthers, int copiedUncredited, List<String> learned) {
        public AuthorRow {
            spellings = List.copyOf(spellings);
            learned = List.copyOf(learned);
        }

        /** A row whose names were not joined by anything but the name rule. */
        public AuthorRow(String author, String person, List<String> spellings, int levels, int sources,
                int creditedElsewhereToOthers, int copiedUncredited) {
            this(author, person, spellings, levels, sources, creditedElsewhereToOthers, copiedUncredited, List.of());
        }

        /** The same row, with how its names were learned to be one person's (aliases, a stated pen name, a form). */
        public AuthorRow withLearned(List<String> how) {
            return new AuthorRow(author, person, spellings, levels, sources, creditedElsewhereToOthers,
                    copiedUncredited, how);
        }
    }

    private static final class Person {
        final Map<String, Integer> spellings = new LinkedHashMap<>();
        final Set<String> sources = new HashSet<>();
        int levels;
        int elsewhere;
        int uncredited;
    }

    private final Map<String, Person> people = new HashMap<>();

    /**
     * Counts one level: the copies of it that name people, and how many copies of it name no
     * one. A level no copy credits adds nothing.
     */
    public void add(List<CreditedCopy> credited, int uncredited) {
        Map<String, Boolean> contradicted = new LinkedHashMap<>();
        List<Set<String>> sets = credited.stream().map(CreditedCopy::people).toList();
        for (int i = 0; i < credited.size(); i++) {
            CreditedCopy copy = credited.get(i);
            for (Credit c : copy.credits()) {
                Person p = people.computeIfAbsent(c.person(), k -> new Person());
                p.spellings.merge(c.spelling(), 1, Integer::sum);
                p.sources.add(copy.source());
                boolean against = contradicted.getOrDefault(c.person(), false);
                for (Set<String> other : sets) {
                    against |= !other.contains(c.person()) && !CreditJudge.agree(sets.get(i), other);
                }
                contradicted.put(c.person(), against);
            }
        }
        contradicted.forEach((person, against) -> {
            Person p = people.get(person);
            p.levels++;
            p.elsewhere += against ? 1 : 0;
            p.uncredited += uncredited > 0 ? 1 : 0;
        });
    }

    /** Every person met, by name (the order of the keys of their names), one row each. */
    public List<AuthorRow> rows() {
        List<AuthorRow> rows = new ArrayList<>();
        people.forEach((key, p) -> {
            List<String> spellings = new ArrayList<>(p.spellings.keySet());
            // most used first; a stable sort keeps the first met first among equals
            spellings.sort(Comparator.comparingInt((String s) -> p.spellings.get(s)).reversed());
            rows.add(new AuthorRow(spellings.get(0), key, List.copyOf(spellings), p.levels, p.sources.size(),
                    p.elsewhere, p.uncredited));
        });
        rows.sort(Comparator.comparing((AuthorRow r) -> AuthorNames.fold(r.author())).thenComparing(AuthorRow::person));
        return rows;
    }
}
