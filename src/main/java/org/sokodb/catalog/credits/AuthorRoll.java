package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.ResultPage;
import org.sokodb.credits.AliasSuggestions;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorNames;
import org.sokodb.credits.AuthorTally;

/**
 * The table of authors, and one author's levels. Every level some board credits is counted:
 * its credited boards are known from {@link CreditedBoards}; how many boards it has in all
 * comes from its duplicate group (one, for a level in none), the difference naming no one.
 */
final class AuthorRoll {
    private static final int SLICE = 500;

    private final CreditDao dao;
    private final CreditedBoards credited;
    private final Aliases aliases;
    private AliasSuggestions suggestions;

    /** The authors the boards of {@code dao}'s catalog credit, names taken as {@code aliases} says. */
    AuthorRoll(CreditDao dao, Aliases aliases) {
        this.dao = dao;
        this.credited = CreditedBoards.read(dao, new CreditedBoards.Names());
        this.aliases = credited.persons(aliases);
    }

    /** One row per person, by name. */
    List<AuthorTally.AuthorRow> rows() {
        String[] ids = credited.levels().toArray(new String[0]);
        Map<String, Integer> boards = new HashMap<>();
        for (int from = 0; from < ids.length; from += SLICE) {
            dao.groups(Arrays.copyOfRange(ids, from, Math.min(ids.length, from + SLICE)))
                    .forEach(g -> boards.put(g.uniqueId(), g.members()));
        }
        AuthorTally tally = new AuthorTally();
        suggestions = new AliasSuggestions();
        for (String u : ids) {
            List<CreditedBoards.Board> named = credited.of(u);
            List<AuthorTally.CreditedCopy> copies = new ArrayList<>();
            for (CreditedBoards.Board b : named) {
                copies.add(new AuthorTally.CreditedCopy(b.source(), b.names().stream()
                        .map(n -> new AuthorTally.Credit(aliases.person(n.key()), n.spelling())).toList()));
            }
            tally.add(copies, boards.getOrDefault(u, 1) - named.size());
            suggestions.add(copies);
        }
        return tally.rows().stream().map(r -> r.withLearned(aliases.learned(r.person()))).toList();
    }

    /** The pen names the data implies ({@code authors --suggest-aliases}), as lines of an aliases file. */
    List<String> suggestedAliases() {
        Map<String, String> shown = new HashMap<>();
        rows().forEach(r -> shown.put(r.person(), r.author()));
        List<String> lines = new ArrayList<>();
        suggestions.suggestions().forEach(s -> lines.addAll(s.lines(shown)));
        return lines;
    }

    /** Whether some board credits the person {@code name} names. */
    boolean knows(String name) {
        String key = AuthorNames.key(name);
        if (key.isEmpty()) {
            return false;
        }
        String person = aliases.person(key);
        return credited.levels().stream().anyMatch(u -> credited.people(u, aliases).contains(person));
    }

    /**
     * The person {@code name} names, with page {@code page} of the levels credited to them,
     * {@code size} levels a page: {@code name} is the key of a person (as the pages link them),
     * else a name read by the name rule, aliases applied.
     */
    Optional<AuthorPage> page(String name, int page, int size) {
        List<AuthorTally.AuthorRow> rows = rows();
        Optional<AuthorTally.AuthorRow> row = rows.stream().filter(r -> r.person().equals(name)).findFirst();
        if (row.isEmpty()) {
            String key = AuthorNames.key(name);
            String person = key.isEmpty() ? "" : aliases.person(key);
            row = rows.stream().filter(r -> r.person().equals(person)).findFirst();
        }
        if (row.isEmpty()) {
            return Optional.empty();
        }
        String person = row.get().person();
        List<String> theirs = credited.levels().stream()
                .filter(u -> credited.people(u, aliases).contains(person)).toList();
        int from = (int) Math.min(theirs.size(), ResultPage.offset(page, size));
        List<String> shown = theirs.subList(from, (int) Math.min(theirs.size(), (long) from + size + 1));
        Judging judging = new Judging(dao, credited.names(), aliases);
        List<AuthorLevel> levels = new ArrayList<>();
        Map<String, List<CreditDao.Copy>> copies = dao.copiesOf(shown);
        for (String u : shown) {
            List<CreditDao.Copy> cs = copies.get(u);
            levels.add(new AuthorLevel(u, judging.ruling(cs), judging.listed(cs, Optional.empty())));
        }
        return Optional.of(new AuthorPage(row.get(), suggestedFor(person, rows), ResultPage.of(levels, page, size)));
    }

    /** The pen names the data implies for {@code person} (after {@link #rows}), each seen from them. */
    private List<SuggestedAlias> suggestedFor(String person, List<AuthorTally.AuthorRow> rows) {
        Map<String, String> shown = new HashMap<>();
        rows.forEach(r -> shown.put(r.person(), r.author()));
        List<SuggestedAlias> out = new ArrayList<>();
        for (AliasSuggestions.Suggestion s : suggestions.suggestions()) {
            if (s.person().equals(person)) {
                out.add(new SuggestedAlias(shown.getOrDefault(s.other(), s.other()), s.other(), s.together(),
                        s.personApart(), s.otherApart(), s.personSources(), s.otherSources()));
            } else if (s.other().equals(person)) {
                out.add(new SuggestedAlias(shown.getOrDefault(s.person(), s.person()), s.person(), s.together(),
                        s.otherApart(), s.personApart(), s.otherSources(), s.personSources()));
            }
        }
        return out;
    }
}
