package org.sokodb.web;

import java.util.List;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;

/**
 * Every route of the server, each registered with the query parameters it takes: the one
 * place that holds what every request passes before and after its route's own work.
 *
 * <ul>
 * <li>A parameter the route does not take is a 400 naming it and those it takes
 *     ({@link Params#only}), on every page and JSON answer alike: answering as if it were
 *     absent would answer another question than the one asked.
 * <li>Whatever the route's work throws reaches the server's answers ({@link Answers}), an
 *     {@link Error} too: without this an {@link OutOfMemoryError} went to Jetty, which
 *     answered 500 with an empty body and said nothing on the terminal. Running short of
 *     memory is a 503 that says what to do; any other failure a 500 that says where to look;
 *     both logged with their cause.
 * </ul>
 */
final class Routes {
    private final RoutesConfig routes;

    Routes(RoutesConfig routes) {
        this.routes = routes;
    }

    /** A GET route taking the query parameters {@code takes} and no other. */
    void get(String path, List<String> takes, Handler handler) {
        routes.get(path, guarded(takes, handler));
    }

    /** A POST route taking the query parameters {@code takes} and no other. */
    void post(String path, List<String> takes, Handler handler) {
        routes.post(path, guarded(takes, handler));
    }

    private static Handler guarded(List<String> takes, Handler handler) {
        List<String> known = List.copyOf(takes);
        return ctx -> {
            Params.only(ctx, known);
            run(ctx, handler);
        };
    }

    /** Runs {@code handler}, an {@link Error} turned into the {@link HttpProblem} that answers it. */
    static void run(Context ctx, Handler handler) throws Exception {
        try {
            handler.handle(ctx);
        } catch (OutOfMemoryError e) {
            throw new HttpProblem(503, Answers.SHORT_OF_MEMORY, e);
        } catch (Error e) {
            throw new HttpProblem(500, Answers.FAILED, e);
        }
    }
}
