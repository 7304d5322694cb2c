package org.sokodb.credits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Names that are one person though the name rule keeps them apart (a pen name, a name with and
 * without its initials), from a file of lines {@code name<TAB>the same person} ({@code --aliases
 * FILE}): every name of a line is the same person, and a name on two lines joins them. Empty
 * lines and lines starting with {@code #} say nothing. Each name is read by the name rule, whole
 * (it is not cut at {@code &} or {@code and}).
 */
public final class Aliases {
    /** No aliases: every key is its own person. */
    public static final Aliases NONE = new Aliases(Map.of(), Map.of());

    /** Each key that is another's alias, to the key standing for its person (the least of them). */
    private final Map<String, String> person;
    /** For a person joined of several keys, how each was learned to be theirs. */
    private final Map<String, List<String>> learned;

    private Aliases(Map<String, String> person, Map<String, List<String>> learned) {
        this.person = Map.copyOf(person);
        this.learned = Map.copyOf(learned);
    }

    /** Aliases joined by {@link Persons}: each key to its person's key, and how each person's names were joined. */
    static Aliases of(Map<String, String> person, Map<String, List<String>> learned) {
        return new Aliases(person, learned);
    }

    /** How the names of the person {@code personKey} stands for were learned to be one person's; empty for one name. */
    public List<String> learned(String personKey) {
        return learned.getOrDefault(personKey, List.of());
    }

    /**
     * The aliases of the lines of {@code source}; a line that does not name two people is told
     * to {@code problem} as {@code source:line: reason} and left out.
     */
    public static Aliases parse(String source, List<String> lines, Consumer<String> problem) {
        People people = new People();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            if (!line.contains("\t")) {
                problem.accept(source + ":" + (i + 1) + ": expected a name, a tab and another name of the same person");
                continue;
            }
            List<String> keys = Arrays.stream(line.split("\t")).map(AuthorNames::key)
                    .filter(k -> !k.isEmpty()).distinct().toList();
            if (keys.size() < 2) {
                problem.accept(source + ":" + (i + 1) + ": names one person only (the name rule finds "
                        + (keys.isEmpty() ? "no name" : "one name") + " on the line)");
                continue;
            }
            for (String k : keys.subList(1, keys.size())) {
                people.union(keys.get(0), k);
            }
        }
        return new Aliases(people.byLeastKey(), Map.of());
    }

    /** The key that stands for {@code key}'s person: itself unless an alias joins it to a lesser key. */
    public String person(String key) {
        return person.getOrDefault(key, key);
    }

    /** Whether there are no aliases. */
    public boolean isEmpty() {
        return person.isEmpty();
    }

    /**
     * Keys joined into people: a disjoint-set forest by rank with path compression, so that a
     * file of n lines is joined in about n steps whatever order the lines come in (a chain of
     * lines each naming the last line's name is no deeper than a star).
     */
    static final class People {
        private final Map<String, Integer> index = new HashMap<>();
        private final List<String> keys = new ArrayList<>();
        private int[] parent = new int[16];
        private byte[] rank = new byte[16];
        /** Steps taken up the forest, all finds together: what a test counts. */
        long steps;

        private int id(String key) {
            Integer i = index.get(key);
            if (i != null) {
                return i;
            }
            int n = keys.size();
            if (n == parent.length) {
                parent = Arrays.copyOf(parent, 2 * n);
                rank = Arrays.copyOf(rank, 2 * n);
            }
            parent[n] = n;
            keys.add(key);
            index.put(key, n);
            return n;
        }

        int find(int i) {
            int root = i;
            while (parent[root] != root) {
                root = parent[root];
                steps++;
            }
            while (parent[i] != root) {
                int next = parent[i];
                parent[i] = root;
                i = next;
                steps++;
            }
            return root;
        }

        /** Whether two keys are one person already. */
        boolean same(String a, String b) {
            return find(id(a)) == find(id(b));
        }

        void union(String a, String b) {
            int ra = find(id(a));
            int rb = find(id(b));
            if (ra == rb) {
                return;
            }
            if (rank[ra] < rank[rb]) {
                parent[ra] = rb;
            } else if (rank[ra] > rank[rb]) {
                parent[rb] = ra;
            } else {
                parent[rb] = ra;
                rank[ra]++;
            }
        }

        /** Each key joined to another, to the least key of its person: the outcome does not depend on line order. */
        Map<String, String> byLeastKey() {
            Map<Integer, String> least = new HashMap<>();
            for (int i = 0; i < keys.size(); i++) {
                least.merge(find(i), keys.get(i), (x, y) -> x.compareTo(y) <= 0 ? x : y);
            }
            Map<String, String> person = new HashMap<>();
            for (int i = 0; i < keys.size(); i++) {
                String p = least.get(find(i));
                if (!p.equals(keys.get(i))) {
                    person.put(keys.get(i), p);
                }
            }
            return person;
        }
    }
}
