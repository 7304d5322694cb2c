package org.sokodb.catalog.credits;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.sokodb.catalog.Catalog;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.Copy;
import org.sokodb.credits.DeclaredDate;
import org.sokodb.credits.FirstCopy;

/**
 * The author of a level's first copy that names one ({@code export --credit first}): of the
 * copies whose author field names someone, the first by the first-copy rule (the earliest date
 * the files declare, else import order), its field as written. Levels no copy credits have none.
 */
public final class FirstAuthors {
    private final Catalog catalog;
    private final CreditedBoards credited;

    FirstAuthors(Catalog catalog, CreditedBoards credited) {
        this.catalog = catalog;
        this.credited = credited;
    }

    /** Reads which boards name someone, in the caller's transaction (an export's). */
    public static FirstAuthors read(Catalog catalog) {
        return new FirstAuthors(catalog, CreditedBoards.read(catalog.dao(CreditDao.class), new CreditedBoards.Names()));
    }

    /** The first copy's author field of each of these Unique-Ids that some copy credits. */
    public Map<String, String> of(Collection<String> uniqueIds) {
        String[] ids = uniqueIds.stream().filter(credited.levels()::contains).distinct().toArray(String[]::new);
        Map<String, String> authors = new HashMap<>();
        if (ids.length == 0) {
            return authors;
        }
        CreditDao dao = catalog.dao(CreditDao.class);
        Map<Long, String> headers = new HashMap<>();
        Map<String, List<CreditDao.Copy>> copies = dao.copiesOf(List.of(ids));
        Long[] sources = copies.values().stream().flatMap(List::stream).map(CreditDao.Copy::sourceId).distinct()
                .toArray(Long[]::new);
        dao.headers(sources).forEach(h -> headers.put(h.id(), h.fileNotes()));
        CreditedBoards.Names names = credited.names();
        copies.forEach((u, cs) -> {
            List<CreditDao.Copy> named = cs.stream().filter(c -> !names.of(c).isEmpty()).toList();
            if (named.isEmpty()) {
                return;
            }
            List<Copy> judged = named.stream().map(c -> new Copy(c.boardId(), names.people(c, Aliases.NONE),
                    DeclaredDate.of(c.notes(), headers.getOrDefault(c.sourceId(), "")))).toList();
            authors.put(u, named.get(FirstCopy.of(judged).index()).author());
        });
        return authors;
    }

    /** Whether no copy of any level names anyone (then {@link #of} is always empty). */
    public boolean none() {
        return credited.isEmpty();
    }
}
