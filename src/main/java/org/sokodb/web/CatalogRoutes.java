package org.sokodb.web;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import io.javalin.http.Context;

import org.sokodb.catalog.near.NearGroupsAnswer;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.credits.AuthorPage;
import org.sokodb.catalog.credits.CreditFilter;
import org.sokodb.catalog.credits.CreditGroup;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.duplicates.DuplicateGroup;
import org.sokodb.catalog.sources.Pasted;
import org.sokodb.catalog.sources.BoardEntry;
import org.sokodb.catalog.sources.CatalogOverview;
import org.sokodb.catalog.sources.SearchFilter;
import org.sokodb.catalog.sources.SourcePage;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorTally;

/**
 * The pages about the whole catalog and their JSON twins: home, a source's boards, search,
 * duplicate groups, and who made each level (docs/credits.md): the groups whose copies disagree
 * ({@code /credits}, as {@code sokodb credits}), the authors ({@code /authors}) and an author's
 * levels ({@code /authors/NAME}), names compared by the name rule with the aliases of
 * {@code serve --aliases}.
 */
record CatalogRoutes(CatalogGate gate, Frames frames, NearGroupsServed near, Turns searches, Aliases aliases) {
    private static final Pattern HEX16 = Pattern.compile("[0-9A-Fa-f]{16}");

    /** What the search and its JSON twin take (docs/web.md): anything else is a 400 ({@link Routes}). */
    static final List<String> SEARCH_PARAMETERS = List.of("q", "board", "min-boxes", "max-boxes",
            "min-width", "max-width", "min-height", "max-height", "solved", "duplicates", "band", "order", "page", "size");
    /** What the duplicate groups and their JSON twin take. */
    static final List<String> DUPLICATES_PARAMETERS = List.of("across", "source", "page", "size");
    /** What the credits' groups and their JSON twin take. */
    static final List<String> CREDITS_PARAMETERS = List.of("source", "author", "conflicts", "page", "size");
    /** The most levels {@code /search.sok} writes. */
    static final int SOK_LEVELS = 10_000;

    /**
     * The Unique-Ids with a near copy ({@link NearAsk#MARK}), when the catalog is small
     * enough to know them; empty too when the server is too busy grouping to know them now (the
     * page is shown without the mark rather than not at all).
     */
    private Optional<Set<String>> nearCopies(Context ctx) {
        try {
            return near.groups(NearAsk.MARK, ctx.ip()) instanceof NearGroupsAnswer.Grouped g
                    ? Optional.of(g.uniqueIds()) : Optional.empty();
        } catch (HttpProblem p) {
            if (p.status() == 429 || p.status() == 503) {
                return Optional.empty();
            }
            throw p;
        }
    }

    private Chrome chrome(String title) {
        return frames.page(title);
    }

    void home(Context ctx) {
        CatalogOverview o = gate.lend(c -> c.browsing().overview());
        Pages.send(ctx, 200, "home.jte", new Models.Home(chrome("sokodb"), o));
    }

    void apiCatalog(Context ctx) {
        CatalogOverview o = gate.lend(c -> c.browsing().overview());
        Json.send(ctx, 200, Json.Overview.of(o));
    }

    void apiSources(Context ctx) {
        Json.send(ctx, 200, Json.Sources.of(gate.lend(c -> c.browsing().sources())));
    }

    private SourcePage sourcePage(Context ctx) {
        long number = sourceNumber(ctx.pathParam("number"));
        Params.Paging paging = Params.Paging.atPositions(ctx, ServeSettings.DEFAULT_PAGE_SIZE);
        SourcePage p = gate.lend(c -> c.browsing().source(number, paging.page(), paging.size()))
                .orElseThrow(() -> HttpProblem.notFound("no source number " + number + " in the catalog"));
        paging.shown(p.boards());
        return p;
    }

    static long sourceNumber(String raw) {
        return Params.pathNumber(raw, Long.MAX_VALUE).orElseThrow(() -> HttpProblem.notFound("no source '"
                + Params.clip(raw) + "' (sources are numbered: see /api/v1/sources)"));
    }

    void source(Context ctx) {
        SourcePage p = sourcePage(ctx);
        Pages.send(ctx, 200, "source.jte", new Models.Source(chrome(p.source().source()), p, query(ctx),
                nearCopies(ctx), gate.lend(c -> c.difficulties().ofSource(p.source().source()))));
    }

    void apiSource(Context ctx) {
        SourcePage p = sourcePage(ctx);
        Optional<Set<String>> nearCopies = nearCopies(ctx);
        ResultPage<BoardEntry> l = p.boards();
        Json.send(ctx, 200, new Json.SourceBoards(l.page(), l.size(), l.more(), l.items().stream()
                .map(b -> Json.SourceBoard.of(b, nearCopies.isPresent() && b.isLevel()
                        ? nearCopies.get().contains(b.uniqueId()) : null)).toList(), Json.Source.of(p.source()),
                gate.lend(c -> c.difficulties().ofSource(p.source().source())).stream()
                        .map(Json.RatedBoard::of).toList()));
    }

    /** What a search asked for and found: by id, by a pasted board, or by text and filters. */
    private record Found(String q, String board, Optional<ResultPage<BoardEntry>> results,
            Optional<Pasted> pasted) {
    }

    private Found search(Context ctx) {
        String q = Params.text(ctx, "q", ServeSettings.MAX_TEXT_CHARS);
        String board = Params.text(ctx, "board", ServeSettings.MAX_PASTED_CHARS);
        Params.Paging paging = Params.Paging.of(ctx, ServeSettings.DEFAULT_PAGE_SIZE);
        int page = paging.page();
        int size = paging.size();
        SearchFilter filter = filter(ctx, q, Params.easyFirst(ctx));
        if (!board.isBlank()) {
            Pasted pasted = gate.lend(c -> c.browsing().pasted(board, page, size));
            Optional<ResultPage<BoardEntry>> results = pasted instanceof Pasted.Identified id
                    ? Optional.of(paging.shown(id.boards())) : Optional.empty();
            return new Found(q, board, results, Optional.of(pasted));
        }
        if (HEX16.matcher(q).matches()) {
            String id = q.toUpperCase(Locale.ROOT);
            return new Found(q, board, Optional.of(paging.shown(gate.lend(c -> c.browsing().withId(id, page, size)))),
                    Optional.empty());
        }
        boolean asked = ctx.queryParamMap().keySet().stream().anyMatch(k -> !k.equals("page") && !k.equals("size"));
        if (!asked) {
            return new Found(q, board, Optional.empty(), Optional.empty());
        }
        // by text, when its page lies within the few boards the text's index bounds: at once, beside
        // the level pages (within the searches' share of the catalogs); else it may read every
        // board, so it takes one of the searches' turns
        Optional<ResultPage<BoardEntry>> quick = gate.lendToSearch(c -> c.browsing().searchWithin(filter, page, size,
                ServeSettings.QUICK_SEARCH_BOARDS));
        return new Found(q, board, Optional.of(paging.shown(quick.orElseGet(() -> searches.run(ctx.ip(),
                () -> gate.lendToSearch(c -> c.browsing().search(filter, page, size)))))), Optional.empty());
    }

    private static SearchFilter filter(Context ctx, String q, boolean easyFirst) {
        return new SearchFilter(HEX16.matcher(q).matches() ? "" : q, Params.range(ctx, "boxes"),
                Params.range(ctx, "width"), Params.range(ctx, "height"), Params.choice(ctx, "solved"),
                Params.choice(ctx, "duplicates"), Params.band(ctx), easyFirst);
    }

    /** GET /search.sok: what the search finds by text and filters, easy first, as a SOK file (docs/web.md). */
    void searchSok(Context ctx) {
        SearchFilter filter = filter(ctx, Params.text(ctx, "q", ServeSettings.MAX_TEXT_CHARS), true);
        String sok = searches.run(ctx.ip(), () -> gate.lendToSearch(c -> c.browsing().searchAsSok(filter, SOK_LEVELS)));
        ctx.status(200).contentType("text/plain; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"sokodb-search.sok\"").result(sok);
    }

    void searchPage(Context ctx) {
        Found f = search(ctx);
        Map<String, String> asked = new HashMap<>();
        for (String name : SEARCH_PARAMETERS) {
            String value = ctx.queryParam(name);
            if (value != null) {
                asked.put(name, value);
            }
        }
        Pages.send(ctx, 200, "search.jte", new Models.Search(chrome("search"), f.q(), f.board(), query(ctx),
                f.results(), f.pasted(), "", asked));
    }

    void apiSearch(Context ctx) {
        Found f = search(ctx);
        Json.PastedBoard pasted = Json.PastedBoard.of(f.pasted()).orElse(null);
        Json.send(ctx, 200, f.results().<Object>map(r -> new Json.FoundBoards(r.page(), r.size(), r.more(),
                r.items().stream().map(Json.Board::of).toList(), pasted))
                .orElseGet(() -> new Json.NoBoards(1, false, List.of(), pasted)));
    }

    private ResultPage<DuplicateGroup> duplicates(Context ctx) {
        boolean across = Params.flag(ctx, "across");
        String source = Params.text(ctx, "source", ServeSettings.MAX_TEXT_CHARS);
        Params.Paging paging = Params.Paging.of(ctx, ServeSettings.GROUPS_PER_PAGE);
        DuplicateFilter filter = new DuplicateFilter(across, source.isEmpty() ? Optional.empty()
                : Optional.of(source));
        return paging.shown(gate.lend(c -> c.browsing().duplicates(filter, paging.page(), paging.size())));
    }

    void duplicatesPage(Context ctx) {
        ResultPage<DuplicateGroup> groups = duplicates(ctx);
        Pages.send(ctx, 200, "duplicates.jte", new Models.Duplicates(chrome("duplicates"), groups,
                Params.flag(ctx, "across"), Params.text(ctx, "source", ServeSettings.MAX_TEXT_CHARS), query(ctx)));
    }

    void apiDuplicates(Context ctx) {
        Json.send(ctx, 200, Json.Groups.of(duplicates(ctx), Json.Duplicates::of));
    }

    private Models.CreditsAsked asked(Context ctx) {
        String q = ctx.queryString();
        return new Models.CreditsAsked(Params.text(ctx, "source", ServeSettings.MAX_TEXT_CHARS),
                Params.text(ctx, "author", ServeSettings.MAX_TEXT_CHARS), Params.flag(ctx, "conflicts"),
                q == null ? "" : q);
    }

    private ResultPage<CreditGroup> groups(Context ctx, Models.CreditsAsked a) {
        Params.Paging paging = Params.Paging.of(ctx, ServeSettings.GROUPS_PER_PAGE);
        CreditFilter filter = new CreditFilter(a.source().isEmpty() ? Optional.empty() : Optional.of(a.source()),
                a.author().isEmpty() ? Optional.empty() : Optional.of(a.author()), a.conflictsOnly(), Optional.empty(),
                aliases);
        // it reads every board that names an author: one of the searches' turns
        return paging.shown(searches.run(ctx.ip(), () -> gate.lendToSearch(c -> c.credits().page(filter, paging.page(),
                paging.size()))));
    }

    void creditsPage(Context ctx) {
        Models.CreditsAsked a = asked(ctx);
        Pages.send(ctx, 200, "credits.jte", new Models.Credits(chrome("credits"), groups(ctx, a), a));
    }

    void apiCredits(Context ctx) {
        Json.send(ctx, 200, Json.Groups.of(groups(ctx, asked(ctx)), Json.Credits::of));
    }

    private List<AuthorTally.AuthorRow> authors(Context ctx) {
        return searches.run(ctx.ip(), () -> gate.lendToSearch(c -> c.credits().authors(aliases)));
    }

    void authorsPage(Context ctx) {
        Pages.send(ctx, 200, "authors.jte", new Models.Authors(chrome("authors"), authors(ctx)));
    }

    void apiAuthors(Context ctx) {
        Json.send(ctx, 200, new Json.Authors(authors(ctx).stream().map(Json.Author::of).toList()));
    }

    private AuthorPage author(Context ctx) {
        String name = ctx.pathParam("name");
        if (name.isBlank() || name.length() > ServeSettings.MAX_TEXT_CHARS) {
            throw HttpProblem.notFound("no author '" + Params.clip(name) + "'");
        }
        // each level is drawn with every board of it: as many levels a page as groups on the groups' pages
        Params.Paging paging = Params.Paging.of(ctx, ServeSettings.GROUPS_PER_PAGE);
        AuthorPage p = searches.run(ctx.ip(), () -> gate.lendToSearch(c -> c.credits().author(name, aliases,
                paging.page(), paging.size()))).orElseThrow(() -> HttpProblem.notFound(
                "no level in the catalog credits '" + Params.clip(name) + "' (see /authors)"));
        paging.shown(p.levels());
        return p;
    }

    void authorPage(Context ctx) {
        AuthorPage p = author(ctx);
        Pages.send(ctx, 200, "author.jte", new Models.Author(chrome(p.author().author()), p, query(ctx)));
    }

    void apiAuthor(Context ctx) {
        Json.send(ctx, 200, Json.AuthorLevels.of(author(ctx)));
    }

    private static String query(Context ctx) {
        String q = ctx.queryString();
        return q == null ? "" : q;
    }
}
