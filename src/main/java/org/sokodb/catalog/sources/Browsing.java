package org.sokodb.catalog.sources;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.duplicates.DuplicateDao;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateGroup;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.xsb.XsbReader;
import org.sokodb.identity.DuplicateRelation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/**
 * The paged lists of the web catalog ({@code sokodb serve}): the overview, a source's boards a
 * page at a time, search, a pasted board identified, duplicate groups a page at a time. Every answer is read in one
 * snapshot ({@link Catalog#read}). Handed out by the door ({@code catalog.front.OpenCatalog}).
 */
public final class Browsing {
    private final Catalog catalog;

    public Browsing(Catalog catalog) {
        this.catalog = catalog;
    }

    /** The catalog's size and its sources. */
    public CatalogOverview overview() {
        return catalog.read("counting", () -> {
            BrowseDao dao = catalog.dao(BrowseDao.class);
            List<SourceEntry> sources = dao.sources();
            long boards = sources.stream().mapToLong(SourceEntry::boards).sum();
            return new CatalogOverview(catalog.dao(LevelDao.class).count(), boards,
                    catalog.dao(DuplicateDao.class).count().groups(), dao.uniqueIds(), dao.solvedUniqueIds(), sources);
        });
    }

    /** Every source, in import order. */
    public List<SourceEntry> sources() {
        return catalog.work("listing sources", () -> catalog.dao(BrowseDao.class).sources());
    }

    /** The name of the source numbered {@code number} (its place in import order, as the web pages number them). */
    public Optional<String> sourceName(long number) {
        return sources().stream().filter(s -> s.id() == number).map(SourceEntry::source).findFirst();
    }

    /** Page {@code page} of the boards of source number {@code id}; empty when there is no such source. */
    public Optional<SourcePage> source(long id, int page, int size) {
        return catalog.read("listing source " + id, () -> {
            BrowseDao dao = catalog.dao(BrowseDao.class);
            return dao.source(id).map(s -> new SourcePage(s, ResultPage.of(
                    dao.boardsOf(id, (int) Math.min(Integer.MAX_VALUE, ResultPage.offset(page, size)), size + 1),
                    page, size)));
        });
    }

    /** The boards of levels that pass {@code filter}, in import order or easy first ({@link SearchFilter#easyFirst}). */
    public ResultPage<BoardEntry> search(SearchFilter filter, int page, int size) {
        return catalog.read("searching", () -> {
            BrowseDao dao = catalog.dao(BrowseDao.class);
            SearchBinding f = SearchBinding.of(dao, filter);
            Optional<SearchTextDao.Span> span = TextSpan.of(dao, f);
            if (span.isEmpty()) {
                return ResultPage.of(List.<BoardEntry>of(), page, size);
            }
            return ResultPage.of(dao.search(f, span.get().first(), span.get().last(), ResultPage.offset(page, size),
                    size + 1, filter.easyFirst()), page, size);
        });
    }

    /**
     * The page {@link #search} answers, when it can be had by reading at most {@code boards}
     * boards, the bound set by the index of the texts ({@link TextSpan}); empty when it may read
     * more (then it is {@link #search}'s work, and may read every board). A search by text whose
     * span holds at most {@code boards} boards is answered whole (in either order); one whose span
     * is wider, in import order, reads the first {@code boards} of its span and is answered when
     * they hold the page and one row more (the page and whether there is another are then those
     * the whole span gives, since the span is read in the same order). A search without a text
     * reads boards every filter must pass, and is never had this way.
     */
    public Optional<ResultPage<BoardEntry>> searchWithin(SearchFilter filter, int page, int size, long boards) {
        if (filter.text().isEmpty()) {
            return Optional.empty();
        }
        return catalog.read("searching", () -> {
            BrowseDao dao = catalog.dao(BrowseDao.class);
            SearchBinding f = SearchBinding.of(dao, filter);
            Optional<SearchTextDao.Span> span = TextSpan.of(dao, f);
            if (span.isEmpty()) {
                return Optional.of(ResultPage.of(List.<BoardEntry>of(), page, size));
            }
            long offset = ResultPage.offset(page, size);
            OptionalLong first = span.get().first() == TextSpan.EVERY.first() ? dao.firstBoard()
                    : OptionalLong.of(span.get().first());
            if (first.isEmpty()) {
                return Optional.of(ResultPage.of(List.<BoardEntry>of(), page, size));
            }
            long last = first.getAsLong() + boards - 1;
            if (last >= span.get().last()) {
                return Optional.of(ResultPage.of(dao.search(f, first.getAsLong(), span.get().last(), offset, size + 1,
                        filter.easyFirst()), page, size));
            }
            if (filter.easyFirst()) {
                return Optional.empty();
            }
            List<BoardEntry> found = dao.search(f, first.getAsLong(), last, offset, size + 1, false);
            return found.size() > size ? Optional.of(ResultPage.of(found, page, size)) : Optional.empty();
        });
    }

    /**
     * The first {@code max} boards of levels that pass {@code filter}, easy first by their
     * stored difficulty (unrated last), as a SOK file written by the export's writer: each board
     * as its source wrote it, with its title, author, difficulty and where it is from; no
     * solutions. A board whose rows as written would not read back as a board (run-length
     * encoded floor) is left out, and the header says how many were.
     */
    public String searchAsSok(SearchFilter filter, int max) {
        return catalog.read("writing the search as SOK", () -> {
            BrowseDao dao = catalog.dao(BrowseDao.class);
            SearchBinding f = SearchBinding.of(dao, filter);
            Optional<SearchTextDao.Span> span = TextSpan.of(dao, f);
            List<BoardEntry> boards = span.isEmpty() ? List.of()
                    : dao.search(f, span.get().first(), span.get().last(), 0, max, true);
            return SearchSok.write(boards);
        });
    }

    /** The boards of the level with this Exact-Id, or of every level with this Unique-Id. */
    public ResultPage<BoardEntry> withId(String id, int page, int size) {
        return catalog.work("searching", () -> ResultPage.of(
                catalog.dao(BrowseDao.class).withId(id, ResultPage.offset(page, size), size + 1), page, size));
    }

    /**
     * The first board of {@code text} read as a level file (XSB, SOK, RLE) and identified, and
     * page {@code page} of the catalog's boards with its Unique-Id ({@link #withId}).
     */
    public Pasted pasted(String text, int page, int size) {
        try (LevelStream levels = XsbReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "pasted")) {
            if (!levels.hasNext()) {
                return new Pasted.NotALevel("no board found in the text");
            }
            LevelRecord record = levels.next();
            IdentifiedLevel level = new Identifier().identify(record);
            if (level instanceof IdentifiedLevel.Valid v) {
                return new Pasted.Identified(v.ids().exactId(), v.ids().uniqueId(), v.ids().normalized(),
                        withId(v.ids().uniqueId(), page, size));
            }
            return new Pasted.NotALevel(((IdentifiedLevel.Invalid) level).reason());
        } catch (SourceException e) {
            return new Pasted.NotALevel(String.valueOf(e.getMessage()));
        }
    }

    /**
     * Page {@code page} of the duplicate groups, in the order and with the numbers of {@code dups}
     * when no filter applies.
     */
    public ResultPage<DuplicateGroup> duplicates(DuplicateFilter filter, int page, int size) {
        return catalog.read("listing duplicates", () -> {
            DuplicateDao dao = catalog.dao(DuplicateDao.class);
            long offset = ResultPage.offset(page, size);
            List<DuplicateDao.Group> groups;
            if (filter.source().isPresent()) {
                List<DuplicateDao.Group> all = Duplicates.touching(dao, filter);
                groups = all.subList((int) Math.min(all.size(), offset), (int) Math.min(all.size(), offset + size + 1));
            } else {
                groups = catalog.dao(BrowseDao.class).groups(filter.minSources(), offset, size + 1);
            }
            Map<String, List<DuplicateDao.Member>> members = new HashMap<>();
            String[] ids = groups.stream().map(DuplicateDao.Group::uniqueId).toArray(String[]::new);
            for (DuplicateDao.Member m : ids.length == 0 ? List.<DuplicateDao.Member>of() : dao.members(ids)) {
                members.computeIfAbsent(m.uniqueId(), k -> new ArrayList<>()).add(m);
            }
            List<DuplicateGroup> out = new ArrayList<>();
            int number = (int) offset;
            for (DuplicateDao.Group g : groups) {
                number++;
                out.add(new DuplicateGroup(number, g.uniqueId(), describe(number,
                        members.getOrDefault(g.uniqueId(), List.of()))));
            }
            return ResultPage.of(out, page, size);
        });
    }

    private static List<DuplicateMember> describe(int group, List<DuplicateDao.Member> members) {
        List<DuplicateMember> out = new ArrayList<>();
        if (members.isEmpty()) {
            return out;
        }
        DuplicateDao.Member first = members.get(0);
        for (DuplicateDao.Member m : members) {
            out.add(new DuplicateMember(group, m.uniqueId(), m.exactId(), m.source(), m.index(), m.title(),
                    DuplicateRelation.describe(first.board(), first.canonical(), m.board(), m.canonical()),
                    m.author(), m.written()));
        }
        return out;
    }
}
