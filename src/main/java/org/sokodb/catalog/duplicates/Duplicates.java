package org.sokodb.catalog.duplicates;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.identity.DuplicateRelation;

/** The duplicate groups of a catalog: boards that share a Unique-Id. */
public final class Duplicates {

    /** Groups whose members are fetched with one query. */
    private static final int SLICE = 500;

    private final Catalog catalog;

    public Duplicates(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Hands every member of every group to {@code out}, group after group, in the order of {@code dups}. */
    public void forEach(DuplicateFilter filter, Consumer<DuplicateMember> out) {
        catalog.read("listing duplicates", () -> {
            DuplicateDao dao = catalog.dao(DuplicateDao.class);
            List<DuplicateDao.Group> groups = filter.source().isPresent()
                    ? touching(dao, filter.minSources(), filter.source().get())
                    : dao.groups(filter.minSources());
            // a group's number is its place in the whole list, whatever the filter leaves out
            Map<String, Integer> numbers = new HashMap<>();
            if (filter.source().isPresent() || filter.acrossSources()) {
                List<DuplicateDao.Group> all = dao.groups(1);
                for (int i = 0; i < all.size(); i++) {
                    numbers.put(all.get(i).uniqueId(), i + 1);
                }
            }
            int number = 0;
            for (int from = 0; from < groups.size(); from += SLICE) {
                List<DuplicateDao.Group> slice = groups.subList(from, Math.min(groups.size(), from + SLICE));
                Map<String, List<DuplicateDao.Member>> members = new HashMap<>();
                String[] ids = slice.stream().map(DuplicateDao.Group::uniqueId).toArray(String[]::new);
                for (DuplicateDao.Member m : dao.members(ids)) {
                    members.computeIfAbsent(m.uniqueId(), k -> new ArrayList<>()).add(m);
                }
                for (DuplicateDao.Group g : slice) {
                    number++;
                    emit(numbers.getOrDefault(g.uniqueId(), number), members.getOrDefault(g.uniqueId(), List.of()), out);
                }
            }
            return null;
        });
    }

    /** One group: each member described against the first one. */
    private static void emit(int group, List<DuplicateDao.Member> members, Consumer<DuplicateMember> out) {
        if (members.isEmpty()) {
            return;
        }
        DuplicateDao.Member first = members.get(0);
        for (DuplicateDao.Member m : members) {
            String relation = DuplicateRelation.describe(first.board(), first.canonical(), m.board(), m.canonical());
            out.accept(new DuplicateMember(group, m.uniqueId(), m.exactId(), m.source(), m.index(), m.title(),
                    relation, m.author(), m.written()));
        }
    }

    /** How many groups there are, and how many boards they hold. */
    public DuplicateDao.GroupCount count() {
        return catalog.work("counting duplicates", () -> catalog.dao(DuplicateDao.class).count());
    }

    /** True when {@code source} names an imported source, or a directory or archive some were imported from. */
    public boolean knowsSource(String source) {
        return catalog.work("looking up " + source, () -> {
            SourcePattern p = SourcePattern.of(source);
            return catalog.dao(DuplicateDao.class).sourcesMatching(p.name(), p.inDirectory(), p.inArchive()) > 0;
        });
    }

    /** The groups of {@code filter}, which names a source. */
    public static List<DuplicateDao.Group> touching(DuplicateDao dao, DuplicateFilter filter) {
        return touching(dao, filter.minSources(), filter.source().orElseThrow());
    }

    private static List<DuplicateDao.Group> touching(DuplicateDao dao, int minSources, String source) {
        SourcePattern p = SourcePattern.of(source);
        return dao.groupsTouching(minSources, p.name(), p.inDirectory(), p.inArchive());
    }

    /** A source name, and LIKE patterns for the sources inside it as a directory or a zip archive. */
    private record SourcePattern(String name, String inDirectory, String inArchive) {
        static SourcePattern of(String source) {
            String name = source.endsWith("/") ? source.substring(0, source.length() - 1) : source;
            String literal = likeLiteral(name);
            return new SourcePattern(name, literal + "/%", literal + "!/%");
        }
    }

    /**
     * {@code s} as a LIKE pattern that matches only itself. The escape character is {@code ~}:
     * a backslash would be read as an escape by jdbi's statement parser as well.
     */
    public static String likeLiteral(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (char c : s.toCharArray()) {
            if (c == '%' || c == '_' || c == '~') {
                sb.append('~');
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
