package org.sokodb.credits;

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
    public static final Aliases NONE = new Aliases(Map.of());

    /** Each key that is another's alias, to the key standing for its person (the least of them). */
    private final Map<String, String> person;

    private Aliases(Map<String, String> person) {
        this.person = Map.copyOf(person);
    }

    /**
     * The aliases of the lines of {@code source}; a line that does not name two people is told
     * to {@code problem} as {@code source:line: reason} and left out.
     */
    public static Aliases parse(String source, List<String> lines, Consumer<String> problem) {
        Map<String, String> parent = new HashMap<>();
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
                union(parent, keys.get(0), k);
            }
        }
        Map<String, String> person = new HashMap<>();
        for (String k : parent.keySet()) {
            String root = find(parent, k);
            if (!root.equals(k)) {
                person.put(k, root);
            }
        }
        return new Aliases(person);
    }

    /** The key that stands for {@code key}'s person: itself unless an alias joins it to a lesser key. */
    public String person(String key) {
        return person.getOrDefault(key, key);
    }

    /** Whether there are no aliases. */
    public boolean isEmpty() {
        return person.isEmpty();
    }

    private static String find(Map<String, String> parent, String k) {
        String root = k;
        while (parent.containsKey(root) && !parent.get(root).equals(root)) {
            root = parent.get(root);
        }
        return root;
    }

    /** Joins two keys' people; the lesser root stands for both, so that the outcome does not depend on line order. */
    private static void union(Map<String, String> parent, String a, String b) {
        parent.putIfAbsent(a, a);
        parent.putIfAbsent(b, b);
        String ra = find(parent, a);
        String rb = find(parent, b);
        if (ra.compareTo(rb) < 0) {
            parent.put(rb, ra);
        } else if (rb.compareTo(ra) < 0) {
            parent.put(ra, rb);
        }
    }
}
