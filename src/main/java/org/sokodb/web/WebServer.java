package org.sokodb.web;

import java.io.PrintWriter;
import java.util.List;

import io.javalin.Javalin;
import io.javalin.http.Context;

import org.eclipse.jetty.util.thread.QueuedThreadPool;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.credits.Aliases;
import org.sokodb.web.plays.PlayQuota;

/**
 * {@code sokodb serve}: the web catalog on one address and port until stopped. Routes with the
 * parameters each takes ({@link Routes}), the guard every request passes ({@link RequestGuard}),
 * writes behind {@link WriteGuard}, every failure answered as JSON (under {@code /api/}) or as
 * a page in words, never with a stack trace or an empty body ({@link Answers}).
 */
public final class WebServer implements AutoCloseable {
    private final Javalin app;
    private final CatalogGate gate;
    private final NearGroupsServed nearGroups;

    private WebServer(Javalin app, CatalogGate gate, NearGroupsServed nearGroups) {
        this.app = app;
        this.gate = gate;
        this.nearGroups = nearGroups;
    }

    /**
     * Opens the catalog once (a missing or unreachable one fails here, with its one-line
     * message), then listens. Without {@code --allow-write} the server writes nothing to the
     * catalog: it opens it to read alone ({@link CatalogGate}).
     *
     * @param log where the server says what its clients are not told (why a request failed,
     *     an interrupted import's repair pending): the command's stderr
     * @throws RuntimeException the catalog's failure ({@link CatalogAccess#failure}) when the catalog cannot be opened
     * @throws IllegalStateException when the address cannot be listened on
     */
    public static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter log) {
        return start(access, settings, log, NearGroupCache.Config.DEFAULT);
    }

    /** As {@link #start(CatalogAccess, ServeSettings, PrintWriter)}, saying what it logs on stderr (tests). */
    static WebServer start(CatalogAccess access, ServeSettings settings) {
        return start(access, settings, new PrintWriter(System.err, true), NearGroupCache.Config.DEFAULT);
    }

    /** As {@link #start(CatalogAccess, ServeSettings)}, grouping near duplicates itself up to {@code nearMaxLevels} levels. */
    static WebServer start(CatalogAccess access, ServeSettings settings, long nearMaxLevels) {
        return start(access, settings, new PrintWriter(System.err, true),
                NearGroupCache.Config.DEFAULT.maxLevels(nearMaxLevels));
    }

    /** The server with the near-duplicate groups' bounds and computation of {@code near} (tests). */
    static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter err,
            NearGroupCache.Config near) {
        return start(access, settings, err, near, Aliases.NONE, LevelRoutes.MAX_ROWS);
    }

    /**
     * As {@link #start(CatalogAccess, ServeSettings, PrintWriter)}, with names that are one
     * person for the credits pages ({@code serve --aliases}, docs/credits.md).
     */
    public static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter log, Aliases aliases) {
        return start(access, settings, log, NearGroupCache.Config.DEFAULT, aliases, LevelRoutes.MAX_ROWS);
    }

    /** The server with a level's near copies listed as JSON up to {@code nearRows} (tests). */
    static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter err, NearGroupCache.Config near,
            int nearRows) {
        return start(access, settings, err, near, Aliases.NONE, nearRows);
    }

    /** The server with the searches taking the turns of {@code searches} (tests: a turn the test holds). */
    static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter err, Turns searches) {
        return start(access, settings, err, NearGroupCache.Config.DEFAULT, Aliases.NONE, LevelRoutes.MAX_ROWS,
                searches);
    }

    private static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter err,
            NearGroupCache.Config near, Aliases aliases, int nearRows) {
        return start(access, settings, err, near, aliases, nearRows, Turns.searches());
    }

    private static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter err,
            NearGroupCache.Config near, Aliases aliases, int nearRows, Turns searches) {
        ServerLog log = new ServerLog(err);
        Answers answers = new Answers(log);
        CatalogGate gate = new CatalogGate(access, settings.allowWrite(), log);
        try {
            gate.check();
        } catch (HttpProblem e) {
            gate.close();
            throw CatalogAccess.unreachable(e.getMessage());
        } catch (RuntimeException e) {
            gate.close();
            throw e;
        }
        RequestGuard guard = RequestGuard.forBind(settings.bind());
        WriteGuard writes = new WriteGuard(settings.allowWrite());
        Frames frames = new Frames(writes, gate);
        Turns slow = Turns.slowWork();
        NearGroupsServed nearGroups = new NearGroupsServed(gate, slow, near);
        CatalogRoutes catalog = new CatalogRoutes(gate, frames, nearGroups, searches, aliases);
        NearRoutes nearRoutes = new NearRoutes(nearGroups, frames);
        LevelRoutes levels = new LevelRoutes(gate, writes, frames, slow, aliases, nearRows, settings.recordPlays(),
                new PlayQuota());
        Assets assets = new Assets();
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jetty.host = settings.bind();
            config.jetty.port = settings.port();
            QueuedThreadPool threads = new QueuedThreadPool(ServeSettings.THREADS, 2);
            threads.setName("sokodb-serve");
            config.jetty.threadPool = threads;
            config.jetty.modifyServer(server -> server.setErrorHandler(new Answers.Refused(log)));
            config.jetty.modifyHttpConfiguration(http -> {
                http.setRequestHeaderSize(ServeSettings.MAX_TARGET_CHARS * 4);
                http.setSendServerVersion(false);
                http.setUriCompliance(org.eclipse.jetty.http.UriCompliance.UNSAFE);
            });
            config.http.maxRequestSize = ServeSettings.MAX_BODY_BYTES;
            config.http.generateEtags = false;
            config.router.ignoreTrailingSlashes = true;
            config.router.javaLangErrorHandler(answers::error);
            config.routes.before(guard::check);
            Routes routes = new Routes(config.routes);
            List<String> none = List.of();
            List<String> paged = List.of("page", "size");
            List<String> replay = List.of("solution", "step");
            List<String> threshold = List.of("threshold");
            routes.get("/", none, catalog::home);
            routes.get("/search", CatalogRoutes.SEARCH_PARAMETERS, catalog::searchPage);
            routes.get("/search.sok", CatalogRoutes.SEARCH_PARAMETERS, catalog::searchSok);
            routes.get("/duplicates", CatalogRoutes.DUPLICATES_PARAMETERS, catalog::duplicatesPage);
            routes.get("/near-duplicates", NearRoutes.PARAMETERS, nearRoutes::page);
            routes.get("/credits", CatalogRoutes.CREDITS_PARAMETERS, catalog::creditsPage);
            routes.get("/authors", none, catalog::authorsPage);
            routes.get("/authors/{name}", paged, catalog::authorPage);
            routes.get("/sources/{number}", paged, catalog::source);
            routes.get("/sources/{number}/{index}", replay, levels::boardAt);
            routes.get("/levels/<id>/similar", threshold, levels::similarPage);
            routes.get("/levels/<id>", replay, levels::page);
            routes.get("/assets/{name}", none, assets::serve);
            routes.get("/favicon.ico", none, assets::favicon);
            routes.get("/api/v1/catalog", none, catalog::apiCatalog);
            routes.get("/api/v1/sources", none, catalog::apiSources);
            routes.get("/api/v1/sources/{number}/levels", paged, catalog::apiSource);
            routes.get("/api/v1/levels", CatalogRoutes.SEARCH_PARAMETERS, catalog::apiSearch);
            routes.get("/api/v1/levels/<id>/similar", threshold, levels::apiSimilar);
            routes.get("/api/v1/levels/<id>", none, levels::api);
            routes.get("/api/v1/duplicates", CatalogRoutes.DUPLICATES_PARAMETERS, catalog::apiDuplicates);
            routes.get("/api/v1/near-duplicates", NearRoutes.PARAMETERS, nearRoutes::api);
            routes.get("/api/v1/credits", CatalogRoutes.CREDITS_PARAMETERS, catalog::apiCredits);
            routes.get("/api/v1/authors", none, catalog::apiAuthors);
            routes.get("/api/v1/authors/{name}", paged, catalog::apiAuthor);
            routes.post("/api/v1/levels/<id>", none, levels::post);
            config.routes.exception(HttpProblem.class, answers::problem);
            config.routes.exception(io.javalin.http.HttpResponseException.class, (e, ctx) -> Answers.answer(ctx,
                    e.getStatus(), e.getMessage()));
            config.routes.exception(Exception.class, answers::failure);
            config.routes.error(404, ctx -> {
                if (ctx.result() == null || ctx.result().isEmpty() || !isOurs(ctx)) {
                    Answers.answer(ctx, 404, "no such page");
                }
            });
            config.routes.error(405, ctx -> Answers.answer(ctx, 405, "method not allowed here"));
            config.routes.error(413, ctx -> {
                if (ctx.result() == null || ctx.result().isEmpty() || !isOurs(ctx)) {
                    Answers.answer(ctx, 413, "the request is larger than " + ServeSettings.MAX_BODY_BYTES + " bytes");
                }
            });
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            gate.close();
            throw new IllegalStateException("cannot listen on " + settings.bind() + ":" + settings.port() + ": "
                    + rootMessage(e), e);
        }
        return new WebServer(app, gate, nearGroups);
    }

    /** True when the answer so far is one of this server's own (JSON or a page). */
    private static boolean isOurs(Context ctx) {
        String type = ctx.res().getContentType();
        return type != null && (type.startsWith("application/json") || type.startsWith("text/html"));
    }

    private static String rootMessage(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null) {
            c = c.getCause();
        }
        return String.valueOf(c.getMessage());
    }

    /** The near-duplicate groupings started and not done yet, waiting or computing (tests). */
    int groupingsUnderWay() {
        return nearGroups.underWay();
    }

    /** The port it listens on (the one picked when asked for 0). */
    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        app.stop();
        gate.close();
    }
}
