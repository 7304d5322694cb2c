package org.sokodb.catalog.credits;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.SourceSelection;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorNames;
import org.sokodb.credits.Ruling;

/**
 * What {@code credits} lists: the groups with a copy from {@code source} (or a source inside it,
 * a directory or an archive), those where {@code author} (a name, read by the name rule, aliases
 * applied) is one of the authors, conflicts only ({@code uncredited} left out), and also near
 * copies at least {@code similar} percent alike.
 */
public record CreditFilter(Optional<String> source, Optional<String> author, boolean conflictsOnly,
        Optional<Double> similar, Aliases aliases, boolean variants) {
    /** Without the groups whose copies differ only in spelling. */
    public CreditFilter(Optional<String> source, Optional<String> author, boolean conflictsOnly,
            Optional<Double> similar, Aliases aliases) {
        this(source, author, conflictsOnly, similar, aliases, false);
    }

    /** Every group, no near copies, no aliases. */
    public static final CreditFilter ALL = new CreditFilter(Optional.empty(), Optional.empty(), false,
            Optional.empty(), Aliases.NONE);

    /** The same filter, names taken as {@code persons} says. */
    CreditFilter withAliases(Aliases persons) {
        return new CreditFilter(source, author, conflictsOnly, similar, persons, variants);
    }

    /** Whether a group of this ruling is listed. */
    boolean keeps(Ruling ruling) {
        return ruling == Ruling.VARIANT ? variants && !conflictsOnly
                : !(conflictsOnly && ruling == Ruling.UNCREDITED);
    }

    /** Whether a group whose boards are in these sources and name these people (each board's, aliases applied) is listed. */
    boolean keeps(List<String> sources, List<Set<String>> people) {
        if (source.isPresent()) {
            SourceSelection in = new SourceSelection(List.of(source.get()));
            if (sources.stream().noneMatch(in::covers)) {
                return false;
            }
        }
        if (author.isEmpty()) {
            return true;
        }
        String key = AuthorNames.key(author.get());
        return !key.isEmpty() && people.stream().anyMatch(p -> p.contains(aliases.person(key)));
    }
}
