package org.sokodb.catalog;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.sokodb.identity.DuplicateRelation;

/** The duplicate groups of a catalog: boards that share a Unique-Id. */
public final class Duplicates {

    /**
     * Which groups to list.
     *
     * @param acrossSources only groups whose boards come from at least two sources
     * @param source only groups with a board from this source, or from a source under it
     *     (a directory or zip archive as it was named on import)
     */
    public record Filter(boolean acrossSources, Optional<String> source) {
        public static final Filter ALL = new Filter(false, Optional.empty());

        int minSources() {
            return acrossSources ? 2 : 1;
        }
    }

    private final Catalog catalog;

    public Duplicates(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Streams every member of every group to {@code out}, group after group. */
    public void forEach(Filter filter, Consumer<DuplicateMember> out) {
        catalog.work("listing duplicates", () -> {
            DuplicateDao dao = catalog.dao(DuplicateDao.class);
            try (Stream<DuplicateDao.Row> rows = filter.source().isPresent()
                    ? touching(dao, filter.minSources(), filter.source().get())
                    : dao.members(filter.minSources())) {
                Grouper grouper = new Grouper(out);
                rows.forEach(grouper::accept);
            }
            return null;
        });
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

    private static Stream<DuplicateDao.Row> touching(DuplicateDao dao, int minSources, String source) {
        SourcePattern p = SourcePattern.of(source);
        return dao.membersTouching(minSources, p.name(), p.inDirectory(), p.inArchive());
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
    static String likeLiteral(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (char c : s.toCharArray()) {
            if (c == '%' || c == '_' || c == '~') {
                sb.append('~');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    /** Numbers groups and describes each member against the first one of its group. */
    private static final class Grouper {
        private final Consumer<DuplicateMember> out;
        private int group;
        private String uniqueId = "";
        private DuplicateDao.Row first;

        Grouper(Consumer<DuplicateMember> out) {
            this.out = out;
        }

        void accept(DuplicateDao.Row row) {
            if (!row.uniqueId().equals(uniqueId)) {
                group++;
                uniqueId = row.uniqueId();
                first = row;
            }
            String relation = DuplicateRelation.describe(first.board(), first.canonical(), row.board(),
                    row.canonical());
            out.accept(new DuplicateMember(group, row.uniqueId(), row.exactId(), row.source(), row.index(),
                    row.title(), relation));
        }
    }
}
