package org.sokodb.web;

import java.io.PrintWriter;

import io.javalin.Javalin;
import io.javalin.http.Context;

import org.eclipse.jetty.util.thread.QueuedThreadPool;

import org.sokodb.catalog.front.CatalogAccess;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.credits.Aliases;

/**
 * {@code sokodb serve}: the web catalog on one address and port until stopped. Routes, the
 * guard every request passes ({@link RequestGuard}), writes behind {@link WriteGuard}, every
 * failure answered as JSON (under {@code /api/}) or as a page, never with a stack trace.
 */
public final class WebServer implements AutoCloseable {
    /** What a client is told when the catalog fails to answer: the server's terminal says why. */
    static final String BUSY = "the catalog is busy or out of reach; try again in a moment";
    /** What a client is told when its question ran past the time a statement may take. */
    static final String TOO_LONG = "the server is busy: this question takes longer than one request may; try again in a"
            + " moment, or narrow it";

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
        return start(access, settings, err, near, Aliases.NONE);
    }

    /**
     * As {@link #start(CatalogAccess, ServeSettings, PrintWriter)}, with names that are one
     * person for the credits pages ({@code serve --aliases}, docs/credits.md).
     */
    public static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter log, Aliases aliases) {
        return start(access, settings, log, NearGroupCache.Config.DEFAULT, aliases);
    }

    private static WebServer start(CatalogAccess access, ServeSettings settings, PrintWriter err,
            NearGroupCache.Config near, Aliases aliases) {
        ServerLog log = new ServerLog(err);
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
        CatalogRoutes catalog = new CatalogRoutes(gate, frames, nearGroups, Turns.searches(), aliases);
        NearRoutes nearRoutes = new NearRoutes(nearGroups, frames);
        LevelRoutes levels = new LevelRoutes(gate, writes, frames, slow, aliases);
        Assets assets = new Assets();
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jetty.host = settings.bind();
            config.jetty.port = settings.port();
            QueuedThreadPool threads = new QueuedThreadPool(ServeSettings.THREADS, 2);
            threads.setName("sokodb-serve");
            config.jetty.threadPool = threads;
            config.jetty.modifyServer(server -> server.setErrorHandler(new BareErrors()));
            config.jetty.modifyHttpConfiguration(http -> {
                http.setRequestHeaderSize(ServeSettings.MAX_TARGET_CHARS * 4);
                http.setSendServerVersion(false);
                http.setUriCompliance(org.eclipse.jetty.http.UriCompliance.UNSAFE);
            });
            config.http.maxRequestSize = ServeSettings.MAX_BODY_BYTES;
            config.http.generateEtags = false;
            config.router.ignoreTrailingSlashes = true;
            config.routes.before(guard::check);
            config.routes.get("/", catalog::home);
            config.routes.get("/search", catalog::searchPage);
            config.routes.get("/search.sok", catalog::searchSok);
            config.routes.get("/duplicates", catalog::duplicatesPage);
            config.routes.get("/near-duplicates", nearRoutes::page);
            config.routes.get("/credits", catalog::creditsPage);
            config.routes.get("/authors", catalog::authorsPage);
            config.routes.get("/authors/{name}", catalog::authorPage);
            config.routes.get("/sources/{number}", catalog::source);
            config.routes.get("/sources/{number}/{index}", levels::boardAt);
            config.routes.get("/levels/<id>", levels::page);
            config.routes.get("/assets/{name}", assets::serve);
            config.routes.get("/favicon.ico", assets::favicon);
            config.routes.get("/api/v1/catalog", catalog::apiCatalog);
            config.routes.get("/api/v1/sources", catalog::apiSources);
            config.routes.get("/api/v1/sources/{number}/levels", catalog::apiSource);
            config.routes.get("/api/v1/levels", catalog::apiSearch);
            config.routes.get("/api/v1/levels/<id>", levels::api);
            config.routes.get("/api/v1/duplicates", catalog::apiDuplicates);
            config.routes.get("/api/v1/near-duplicates", nearRoutes::api);
            config.routes.get("/api/v1/credits", catalog::apiCredits);
            config.routes.get("/api/v1/authors", catalog::apiAuthors);
            config.routes.get("/api/v1/authors/{name}", catalog::apiAuthor);
            config.routes.post("/api/v1/levels/<id>", levels::submit);
            config.routes.exception(HttpProblem.class, (e, ctx) -> answer(ctx, e.status(), e.getMessage()));
            config.routes.exception(io.javalin.http.HttpResponseException.class, (e, ctx) -> answer(ctx,
                    e.getStatus(), e.getMessage()));
            config.routes.exception(Exception.class, (e, ctx) -> CatalogAccess.failure(e).ifPresentOrElse(failed -> {
                // the catalog's own message says where it is and as whom: for the terminal, not the client
                log.failed(ctx, failed.message());
                answer(ctx, 503, failed.timedOut() ? TOO_LONG : BUSY);
            }, () -> {
                log.failed(ctx, String.valueOf(e));
                answer(ctx, 500, "the server failed on this request (it says why on its terminal)");
            }));
            config.routes.error(404, ctx -> {
                if (ctx.result() == null || ctx.result().isEmpty() || !isOurs(ctx)) {
                    answer(ctx, 404, "no such page");
                }
            });
            config.routes.error(405, ctx -> answer(ctx, 405, "method not allowed here"));
            config.routes.error(413, ctx -> answer(ctx, 413, "the request is larger than "
                    + ServeSettings.MAX_BODY_BYTES + " bytes"));
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

    private static void answer(Context ctx, int status, String message) {
        RequestGuard.headers(ctx);
        if (status == 503 || status == 429) {
            // busy or out of reach for now: a client (or a script) may ask again after this
            ctx.header("Retry-After", Integer.toString(ServeSettings.RETRY_AFTER_SECONDS));
        }
        if (ctx.path().startsWith("/api/")) {
            Json.send(ctx, status, new Json.Error(status, message));
        } else {
            Pages.send(ctx, status, "error.jte", new Models.Error(Chrome.error(status + ""), status,
                    message));
        }
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
