package org.sokodb.catalog.credits;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.sokodb.credits.Aliases;
import org.sokodb.credits.Copy;
import org.sokodb.credits.CreditJudge;
import org.sokodb.credits.DeclaredDate;
import org.sokodb.credits.FirstCopy;
import org.sokodb.credits.Ruling;
import org.sokodb.identity.DuplicateRelation;

/**
 * A group's boards read as credits reads them: whom each names, the date its file declares,
 * which came first, and the ruling. The sources' headers are read once each, as needed.
 */
final class Judging {
    private final CreditDao dao;
    private final CreditedBoards.Names names;
    private final Aliases aliases;
    private final Map<Long, String> headers = new HashMap<>();

    Judging(CreditDao dao, CreditedBoards.Names names, Aliases aliases) {
        this.dao = dao;
        this.names = names;
        this.aliases = aliases;
    }

    /** The people a board names, aliases applied. */
    Set<String> people(CreditDao.Copy c) {
        return names.people(c, aliases);
    }

    /** The ruling on a Unique-Id group's boards; empty when they name the same people the same way. */
    Optional<Ruling> ruling(List<CreditDao.Copy> copies) {
        Map<String, String> spelledAs = new HashMap<>();
        boolean respelled = false;
        for (CreditDao.Copy c : copies) {
            for (String key : names.people(c, Aliases.NONE)) {
                respelled |= !spelledAs.computeIfAbsent(aliases.person(key), p -> key).equals(key);
            }
        }
        return CreditJudge.judge(copies.stream().map(this::people).toList(), respelled);
    }

    /**
     * Why a group has its ruling, in a line: each different credit (as the first copy giving it
     * spells it) with the sources giving it, "against" between different people, "=" between
     * spellings of the same; then the sources that name no one.
     */
    String why(Ruling ruling, List<CreditDao.Copy> copies) {
        boolean spelled = ruling == Ruling.VARIANT;
        Map<Set<String>, String> shown = new LinkedHashMap<>();
        Map<Set<String>, Set<String>> sources = new LinkedHashMap<>();
        Set<String> none = new LinkedHashSet<>();
        for (CreditDao.Copy c : copies) {
            Set<String> credit = spelled ? names.people(c, Aliases.NONE) : people(c);
            if (credit.isEmpty()) {
                none.add(c.source());
                continue;
            }
            shown.putIfAbsent(credit, String.join(" & ", names.of(c).stream().map(n -> n.spelling()).toList()));
            sources.computeIfAbsent(credit, k -> new LinkedHashSet<>()).add(c.source());
        }
        List<String> parts = new ArrayList<>();
        shown.forEach((credit, name) -> parts.add(name + " (" + String.join(", ", sources.get(credit)) + ")"));
        String line = String.join(spelled ? " = " : ruling == Ruling.UNCREDITED ? "; " : " against ", parts);
        return none.isEmpty() ? line : line + "; no author (" + String.join(", ", none) + ")";
    }

    /**
     * The boards as listed: each against the first ({@code relation}, or the similarity
     * {@code alike} gives, for near copies), the first copy marked.
     */
    List<CreditCopy> listed(List<CreditDao.Copy> copies, Optional<Function<CreditDao.Copy, Double>> alike) {
        readHeaders(copies);
        List<Copy> judged = new ArrayList<>();
        List<Optional<DeclaredDate>> dates = new ArrayList<>();
        for (CreditDao.Copy c : copies) {
            Optional<DeclaredDate> date = DeclaredDate.of(c.notes(), headers.getOrDefault(c.sourceId(), ""));
            dates.add(date);
            judged.add(new Copy(c.boardId(), people(c), date));
        }
        FirstCopy.Choice first = FirstCopy.of(judged);
        CreditDao.Copy lead = copies.get(0);
        List<CreditCopy> listed = new ArrayList<>();
        for (int i = 0; i < copies.size(); i++) {
            CreditDao.Copy c = copies.get(i);
            String relation = c.uniqueId().equals(lead.uniqueId())
                    ? DuplicateRelation.describe(lead.board(), lead.canonical(), c.board(), c.canonical()) : "";
            listed.add(new CreditCopy(c.boardId(), c.uniqueId(), c.exactId(), c.source(), c.sourceId(), c.index(),
                    c.title(), c.author(), names.of(c).stream().map(n -> n.spelling()).toList(),
                    names.of(c).stream().map(n -> aliases.person(n.key())).toList(),
                    i == first.index() ? Optional.of(first.basis()) : Optional.empty(), dates.get(i), relation,
                    alike.map(f -> f.apply(c)), c.written()));
        }
        return listed;
    }

    private void readHeaders(List<CreditDao.Copy> copies) {
        Long[] missing = copies.stream().map(CreditDao.Copy::sourceId).filter(id -> !headers.containsKey(id))
                .distinct().toArray(Long[]::new);
        if (missing.length > 0) {
            dao.headers(missing).forEach(h -> headers.put(h.id(), h.fileNotes()));
        }
    }
}
