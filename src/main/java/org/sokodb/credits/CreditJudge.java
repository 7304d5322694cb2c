package org.sokodb.credits;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether the copies of a level agree about who made it. Each copy names a set of people (keys,
 * after aliases; empty when it names no one). Two copies agree when one names everyone the other
 * names: "A &amp; B" and "A" agree, "A &amp; B" and "A &amp; C" do not, "A" and "B" do not.
 */
public final class CreditJudge {
    private CreditJudge() {
    }

    /** Whether two copies that name people agree: one names everyone the other does. */
    public static boolean agree(Set<String> a, Set<String> b) {
        return a.containsAll(b) || b.containsAll(a);
    }

    /**
     * The ruling on a level's copies: {@link Ruling#CONFLICT} when two copies that name people
     * do not agree, else {@link Ruling#UNCREDITED} when some name people and some none, else
     * empty (they all name the same people, or none names anyone).
     */
    public static Optional<Ruling> judge(List<Set<String>> copies) {
        List<Set<String>> credited = distinctCredits(copies);
        if (credited.isEmpty()) {
            return Optional.empty();
        }
        if (conflicting(credited)) {
            return Optional.of(Ruling.CONFLICT);
        }
        return copies.stream().anyMatch(Set::isEmpty) ? Optional.of(Ruling.UNCREDITED) : Optional.empty();
    }

    /**
     * The ruling as {@link #judge(List)} gives it, and else {@link Ruling#VARIANT} when
     * {@code respelled}: some person is named in two spellings the name rule alone keeps apart
     * (an initial, a pen name).
     */
    public static Optional<Ruling> judge(List<Set<String>> copies, boolean respelled) {
        Optional<Ruling> v = judge(copies);
        return v.isPresent() || !respelled ? v : Optional.of(Ruling.VARIANT);
    }

    /** Whether two of these credits (none empty) do not agree. */
    public static boolean conflicting(List<Set<String>> credits) {
        for (int i = 0; i < credits.size(); i++) {
            for (int j = i + 1; j < credits.size(); j++) {
                if (!agree(credits.get(i), credits.get(j))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The different non-empty credits among the copies, in order. */
    private static List<Set<String>> distinctCredits(List<Set<String>> copies) {
        Set<Set<String>> seen = new LinkedHashSet<>();
        for (Set<String> c : copies) {
            if (!c.isEmpty()) {
                seen.add(Set.copyOf(c));
            }
        }
        return new ArrayList<>(seen);
    }
}
