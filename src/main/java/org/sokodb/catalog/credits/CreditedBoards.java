package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorNames;

/**
 * The boards that name someone by the name rule, by Unique-Id (the levels in the order their
 * first such board was imported). Each distinct author field is read by the rule once.
 */
final class CreditedBoards {
    /** A board that names someone: where it is and whom it names. */
    record Board(long boardId, String uniqueId, long sourceId, String source, List<AuthorNames.Name> names) {
    }

    private final Map<String, List<Board>> byLevel;
    private final Names names;

    private CreditedBoards(Map<String, List<Board>> byLevel, Names names) {
        this.byLevel = byLevel;
        this.names = names;
    }

    /** Reads them: nothing but the sources when no source has an author field. */
    static CreditedBoards read(CreditDao dao, Names names) {
        Map<String, List<Board>> byLevel = new LinkedHashMap<>();
        if (dao.sourcesWithAuthors() > 0) {
            for (CreditDao.Credited c : dao.credited()) {
                List<AuthorNames.Name> named = names.of(c.author());
                if (!named.isEmpty()) {
                    byLevel.computeIfAbsent(c.uniqueId(), k -> new ArrayList<>())
                            .add(new Board(c.boardId(), c.uniqueId(), c.sourceId(), c.source(), named));
                }
            }
        }
        return new CreditedBoards(byLevel, names);
    }

    /** The Unique-Ids some board credits, in import order of their first such board. */
    Set<String> levels() {
        return byLevel.keySet();
    }

    /** The boards crediting someone for this Unique-Id, in import order; empty for a level no board credits. */
    List<Board> of(String uniqueId) {
        return byLevel.getOrDefault(uniqueId, List.of());
    }

    boolean isEmpty() {
        return byLevel.isEmpty();
    }

    Names names() {
        return names;
    }

    /** The people a level's boards name, aliases applied. */
    Set<String> people(String uniqueId, Aliases aliases) {
        Set<String> people = new LinkedHashSet<>();
        for (Board b : of(uniqueId)) {
            b.names().forEach(n -> people.add(aliases.person(n.key())));
        }
        return people;
    }

    /** The name rule's reading of author fields, each distinct field read once. */
    static final class Names {
        private final Map<String, List<AuthorNames.Name>> read = new HashMap<>();

        List<AuthorNames.Name> of(String field) {
            return field.isEmpty() ? List.of() : read.computeIfAbsent(field, AuthorNames::of);
        }

        /** The people a field names, aliases applied. */
        Set<String> people(String field, Aliases aliases) {
            Set<String> people = new LinkedHashSet<>();
            of(field).forEach(n -> people.add(aliases.person(n.key())));
            return people;
        }
    }
}
