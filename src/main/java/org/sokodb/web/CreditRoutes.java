package org.sokodb.web;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.javalin.http.Context;

import org.sokodb.catalog.credits.AuthorPage;
import org.sokodb.catalog.credits.CreditFilter;
import org.sokodb.catalog.credits.CreditGroup;
import org.sokodb.catalog.front.view.Listing;
import org.sokodb.credits.Aliases;
import org.sokodb.credits.AuthorTally;

/**
 * Who made each level (docs/credits.md): the groups whose copies disagree ({@code /credits},
 * as {@code sokodb credits}), the authors ({@code /authors}, as {@code sokodb authors}) and an
 * author's levels ({@code /authors/NAME}), with their JSON twins. Names are compared by the
 * name rule, with the aliases {@code serve --aliases} read.
 */
record CreditRoutes(CatalogGate gate, Frames frames, Aliases aliases) {
    /** Groups on a page unless {@code size} says otherwise, as on {@code /duplicates}. */
    static final int GROUPS_PER_PAGE = 20;

    private Models.CreditsAsked asked(Context ctx) {
        Params.only(ctx, List.of("source", "author", "conflicts", "page", "size"));
        String q = ctx.queryString();
        return new Models.CreditsAsked(Params.text(ctx, "source", ServeSettings.MAX_TEXT_CHARS),
                Params.text(ctx, "author", ServeSettings.MAX_TEXT_CHARS), Params.flag(ctx, "conflicts"),
                q == null ? "" : q);
    }

    private Listing<CreditGroup> groups(Context ctx, Models.CreditsAsked a) {
        int page = Params.page(ctx);
        int size = Params.number(ctx, "size", 1, 100).orElse(GROUPS_PER_PAGE);
        CreditFilter filter = new CreditFilter(a.source().isEmpty() ? Optional.empty() : Optional.of(a.source()),
                a.author().isEmpty() ? Optional.empty() : Optional.of(a.author()), a.conflictsOnly(), Optional.empty(),
                aliases);
        return gate.lend(c -> c.credits().page(filter, page, size));
    }

    void creditsPage(Context ctx) {
        Models.CreditsAsked a = asked(ctx);
        Pages.send(ctx, 200, "credits.jte", new Models.Credits(frames.page("credits"), groups(ctx, a), a));
    }

    void apiCredits(Context ctx) {
        Json.send(ctx, 200, Json.listing(groups(ctx, asked(ctx)), "groups", CreditJson::group));
    }

    private List<AuthorTally.AuthorRow> authors(Context ctx) {
        Params.only(ctx, List.of());
        return gate.lend(c -> c.credits().authors(aliases));
    }

    void authorsPage(Context ctx) {
        Pages.send(ctx, 200, "authors.jte", new Models.Authors(frames.page("authors"), authors(ctx)));
    }

    void apiAuthors(Context ctx) {
        ObjectNode o = Json.object();
        ArrayNode rows = o.putArray("authors");
        authors(ctx).forEach(r -> rows.add(CreditJson.author(r)));
        Json.send(ctx, 200, o);
    }

    private AuthorPage author(Context ctx) {
        Params.only(ctx, List.of());
        String name = ctx.pathParam("name");
        if (name.isBlank() || name.length() > ServeSettings.MAX_TEXT_CHARS) {
            throw HttpProblem.notFound("no author '" + Params.clip(name) + "'");
        }
        return gate.lend(c -> c.credits().author(name, aliases)).orElseThrow(() -> HttpProblem.notFound(
                "no level in the catalog credits '" + Params.clip(name) + "' (see /authors)"));
    }

    void authorPage(Context ctx) {
        AuthorPage p = author(ctx);
        Pages.send(ctx, 200, "author.jte", new Models.Author(frames.page(p.author().author()), p));
    }

    void apiAuthor(Context ctx) {
        Json.send(ctx, 200, CreditJson.authorPage(author(ctx)));
    }
}
