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
import org.sokodb.credits.Persons;

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
    /** Each field that states a pen name ({@code X (Y)}, {@code X aka Y}), with the first source giving it. */
    private final Map<String, String> stating;

    private CreditedBoards(Map<String, List<Board>> byLevel, Names names, Map<String, String> stating) {
        this.byLevel = byLevel;
        this.names = names;
        this.stating = stating;
    }

    /** Reads them: nothing but the sources when no source has an author field. */
    static CreditedBoards read(CreditDao dao, Names names) {
        return of(dao.sourcesWithAuthors() > 0 ? dao.credited() : List.of(), names);
    }

    /** The boards of {@code rows} ({@link CreditDao#credited}: every board with an author field, in import order). */
    static CreditedBoards of(List<CreditDao.Credited> rows, Names names) {
        Map<String, List<Board>> byLevel = new LinkedHashMap<>();
        Map<String, String> stating = new LinkedHashMap<>();
        for (CreditDao.Credited c : rows) {
            List<AuthorNames.Name> named = names.of(c.author(), c.title());
            if (!named.isEmpty() && !stating.containsKey(c.author()) && !names.penNames(c.author()).isEmpty()) {
                stating.put(c.author(), c.source());
            }
            if (!named.isEmpty()) {
                byLevel.computeIfAbsent(c.uniqueId(), k -> new ArrayList<>())
                        .add(new Board(c.boardId(), c.uniqueId(), c.sourceId(), c.source(), named));
            }
        }
        return new CreditedBoards(byLevel, names, stating);
    }

    /**
     * The persons of these boards (docs/credits.md): their names joined by the aliases of
     * {@code file}, by the pen names the fields state, and by the names' forms.
     */
    Aliases persons(Aliases file) {
        Persons persons = new Persons();
        byLevel.values().forEach(boards -> boards.forEach(b -> b.names().forEach(persons::name)));
        stating.forEach((field, source) -> names.penNames(field)
                .forEach(pair -> persons.stated(pair.get(0), pair.get(1), source + " (" + field.strip() + ")")));
        return persons.join(file);
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

    /**
     * The name rule's reading of author fields, each distinct field read once; a field with a
     * spaced dash, whose reading depends on its copy's title ({@code GRIGoRusha - Bardak #01}),
     * once for each title it is read with.
     */
    static final class Names {
        private final Map<String, List<AuthorNames.Name>> read = new HashMap<>();
        private final Map<List<String>, List<AuthorNames.Name>> readWithTitle = new HashMap<>();
        private final Map<String, List<List<AuthorNames.Name>>> stated = new HashMap<>();

        /** The pen names a field states, each field read once. */
        List<List<AuthorNames.Name>> penNames(String field) {
            return stated.computeIfAbsent(field, AuthorNames::penNames);
        }

        /** The people {@code field} names on a copy titled {@code title}. */
        List<AuthorNames.Name> of(String field, String title) {
            if (field.isEmpty()) {
                return List.of();
            }
            if (AuthorNames.titleMatters(field)) {
                return readWithTitle.computeIfAbsent(List.of(field, title), k -> AuthorNames.of(field, title));
            }
            return read.computeIfAbsent(field, AuthorNames::of);
        }

        /** The people a copy's field names, aliases applied. */
        Set<String> people(CreditDao.Copy c, Aliases aliases) {
            Set<String> people = new LinkedHashSet<>();
            of(c).forEach(n -> people.add(aliases.person(n.key())));
            return people;
        }

        /** The people a copy's field names, on its title. */
        List<AuthorNames.Name> of(CreditDao.Copy c) {
            return of(c.author(), c.title());
        }
    }
}
