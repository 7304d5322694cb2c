package org.sokodb.credits;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Pen names the data implies, to suggest, never to apply ({@code authors --suggest-aliases},
 * docs/credits.md): two people P and Q credited to the same levels by different copies (P by
 * some, Q by others) on at least two levels, where P stands against no one but Q (the name that
 * appears alone: a pen name, or the name a set spells its maker by), and Q stands against P on
 * at least half the levels where Q stands against anyone. A compiler who credits himself with
 * the levels of others stands against three or more people who stand against no one but him:
 * he is no one's alias, and no one is his. Counted level by level, each level's copies against
 * each other only: no pair of names is compared across the catalog.
 */
public final class AliasSuggestions {
    /** Levels two people stood against each other on at least, to be suggested. */
    static final int LEAST_LEVELS = 2;

    /**
     * A suggestion: two people (keys), the levels some copies credit to one and others to the
     * other, the levels of each without the other, and the sources naming each on those levels.
     */
    public record Suggestion(String person, String other, int together, int personApart, int otherApart,
            List<String> personSources, List<String> otherSources) {
        /**
         * The suggestion as lines of an aliases file: a comment with the evidence, then the two
         * names (as {@code shown} spells each person) separated by a tab.
         */
        public List<String> lines(Map<String, String> shown) {
            String a = shown.getOrDefault(person, person);
            String b = shown.getOrDefault(other, other);
            return List.of("# " + a + " ~ " + b + ": " + together + (together == 1 ? " level" : " levels") + " credited to one by some copies and to the "
                    + "other by others; apart: " + personApart + " of " + a + ", " + otherApart + " of " + b
                    + "; " + a + " in " + String.join(", ", personSources) + "; " + b + " in "
                    + String.join(", ", otherSources), a + "\t" + b);
        }
    }

    private final Map<String, Integer> levels = new HashMap<>();
    private final Map<String, Integer> against = new HashMap<>();
    private final Map<String, Set<String>> partners = new HashMap<>();
    private final Map<List<String>, Integer> together = new LinkedHashMap<>();
    private final Map<List<String>, Map<String, Set<String>>> sources = new HashMap<>();

    /** Counts one level: its copies that name people (persons joined). */
    public void add(List<AuthorTally.CreditedCopy> copies) {
        Set<String> named = new LinkedHashSet<>();
        Set<String> standing = new LinkedHashSet<>();
        Set<List<String>> pairs = new LinkedHashSet<>();
        Map<List<String>, Map<String, Set<String>>> seen = new HashMap<>();
        for (AuthorTally.CreditedCopy a : copies) {
            named.addAll(a.people());
            for (AuthorTally.CreditedCopy b : copies) {
                Set<String> pa = a.people();
                Set<String> pb = b.people();
                if (CreditJudge.agree(pa, pb)) {
                    continue;
                }
                for (String x : pa) {
                    for (String y : pb) {
                        if (!pb.contains(x) && !pa.contains(y)) {
                            List<String> pair = x.compareTo(y) < 0 ? List.of(x, y) : List.of(y, x);
                            partners.computeIfAbsent(x, k -> new HashSet<>()).add(y);
                            partners.computeIfAbsent(y, k -> new HashSet<>()).add(x);
                            pairs.add(pair);
                            Map<String, Set<String>> s = seen.computeIfAbsent(pair, k -> new HashMap<>());
                            s.computeIfAbsent(x, k -> new LinkedHashSet<>()).add(a.source());
                            s.computeIfAbsent(y, k -> new LinkedHashSet<>()).add(b.source());
                        }
                    }
                }
                standing.addAll(pa);
            }
        }
        named.forEach(p -> levels.merge(p, 1, Integer::sum));
        standing.forEach(p -> against.merge(p, 1, Integer::sum));
        for (List<String> pair : pairs) {
            together.merge(pair, 1, Integer::sum);
            Map<String, Set<String>> all = sources.computeIfAbsent(pair, k -> new HashMap<>());
            seen.get(pair).forEach((p, s) -> all.computeIfAbsent(p, k -> new LinkedHashSet<>()).addAll(s));
        }
    }

    /** The pairs to suggest, the most levels together first. */
    public List<Suggestion> suggestions() {
        List<Suggestion> out = new ArrayList<>();
        together.forEach((pair, n) -> {
            String a = pair.get(0);
            String b = pair.get(1);
            if (n >= LEAST_LEVELS && !compiler(a) && !compiler(b) && (alias(a, b, n) || alias(b, a, n))) {
                Map<String, Set<String>> s = sources.get(pair);
                out.add(new Suggestion(a, b, n, levels.get(a) - n, levels.get(b) - n, List.copyOf(s.get(a)),
                        List.copyOf(s.get(b))));
            }
        });
        out.sort((x, y) -> Integer.compare(y.together(), x.together()));
        return out;
    }

    /** Whether {@code p} stands against no one but {@code q}, and {@code q} against {@code p} on half its levels or more. */
    private boolean alias(String p, String q, int together) {
        return partners.get(p).equals(Set.of(q)) && 2 * together >= against.get(q);
    }

    /** Whether {@code p} stands against three people or more who stand against no one else. */
    private boolean compiler(String p) {
        return partners.get(p).stream().filter(o -> partners.get(o).equals(Set.of(p))).count() >= 3;
    }
}
