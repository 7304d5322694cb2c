package org.sokodb.credits;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parts of a field cut at the marks between people, put back together where a part is not
 * a person but a piece of the name before it (docs/credits.md): a company's suffix ({@code
 * Thinking Rabbit, Inc.}: {@code Inc.}, {@code Ltd}, {@code & Co.} are dropped), {@code et al.}
 * and {@code and others} (dropped: the others are not named), {@code Jr.} and {@code Sr.} (kept
 * with the name: a son is not his father), a title ({@code Ph.D.}, dropped), and initials after
 * a surname ({@code Smith, J.} is {@code J. Smith}). A part {@code X aka Y} (or {@code a.k.a.},
 * {@code alias}) is one person, X, who also goes by Y.
 */
final class NameParts {
    /** A person's part: the name, and the other name the part says they go by, or null. */
    record Part(String name, String alsoKnownAs) {
    }

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS;
    /** What ends a name without being a person, in its key's letters: dropped. */
    private static final Set<String> DROPPED = Set.of("inc", "ltd", "llc", "co", "corp", "corporation", "gmbh", "plc",
            "al", "others", "phd", "md");
    /** What ends a name and is part of it. */
    private static final Set<String> KEPT = Set.of("jr", "sr");
    private static final Pattern TRAILING = Pattern.compile("[\\s.,]+(inc|ltd|llc|co|corp|gmbh|plc|ph\\.?\\s?d|md)\\.?\\s*$",
            FLAGS);
    private static final Pattern INITIALS = Pattern.compile("^\\s*(?:\\p{L}\\.?\\s*){1,3}$", FLAGS);
    private static final Pattern ONE_WORD = Pattern.compile("^\\s*[\\p{L}'’-]++\\s*$", FLAGS);
    private static final Pattern AKA = Pattern.compile("\\s(?:aka|a\\.k\\.a\\.?|alias)\\s", FLAGS);

    private NameParts() {
    }

    /** The people's parts of {@code parts} (the field cut at every mark between people), in order. */
    static List<Part> of(String[] parts) {
        List<String> names = new ArrayList<>();
        for (String raw : parts) {
            String part = withoutTrailingSuffix(raw);
            String key = AuthorNames.fold(part);
            if (DROPPED.contains(key)) {
                continue;
            }
            int last = names.size() - 1;
            if (last >= 0 && KEPT.contains(key)) {
                names.set(last, names.get(last).strip() + " " + part.strip());
            } else if (last >= 0 && INITIALS.matcher(part).matches() && ONE_WORD.matcher(names.get(last)).matches()) {
                names.set(last, part.strip() + " " + names.get(last).strip());
            } else {
                names.add(part);
            }
        }
        List<Part> out = new ArrayList<>();
        for (String n : names) {
            Matcher aka = AKA.matcher(n);
            out.add(aka.find() ? new Part(n.substring(0, aka.start()), n.substring(aka.end())) : new Part(n, null));
        }
        return out;
    }

    private static String withoutTrailingSuffix(String part) {
        String s = part;
        for (String before = ""; !before.equals(s); ) {
            before = s;
            s = TRAILING.matcher(s).replaceFirst("");
        }
        return s;
    }
}
