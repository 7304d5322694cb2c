package org.sokodb.web;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import io.javalin.http.Context;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.difficulty.PlayOutcome;
import org.sokodb.catalog.difficulty.PlayTimes;
import org.sokodb.catalog.levels.Found;
import org.sokodb.catalog.levels.LevelPage;
import org.sokodb.catalog.levels.LevelView;
import org.sokodb.catalog.near.Near;
import org.sokodb.catalog.near.NearPage;
import org.sokodb.catalog.near.SimilarRows;
import org.sokodb.catalog.solutions.BestSolution;
import org.sokodb.catalog.solutions.SolutionOutcome;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.credits.Aliases;
import org.sokodb.web.plays.PlayForm;
import org.sokodb.web.plays.PlayQuota;

/**
 * One level: its page and JSON (by Exact-Id, Unique-Id or SOURCE#INDEX, as {@code show}), its
 * near copies, and in write mode the solutions handed in for it.
 */
final class LevelRoutes {
    static final double DEFAULT_THRESHOLD = 85;
    /** Below this a "near copy" is most of the catalog's levels of the same size. */
    static final double MIN_THRESHOLD = 50;
    /**
     * Near copies drawn on the HTML page at most, the most alike first: a Boxoban level has
     * over 16,000 at 85 %, whose pictures would make a page of tens of megabytes (the JSON
     * twin lists up to {@link #MAX_ROWS}).
     */
    static final int MAX_CARDS = 500;
    /**
     * Near copies the JSON lists at most: every one of the most copied Boxoban level's 16,637
     * at 85 %; a larger answer (nearly every Boxoban level at 60 %: 1.49 M) is a 413 that says
     * how many there are and what to ask instead, rather than more than the server's heap holds.
     */
    static final int MAX_ROWS = 20_000;
    private static final String SOLUTIONS = "/solutions";
    private static final String PLAYS = "/plays";

    /** How long a near-copy search waits for the one before it, in milliseconds. */
    private static final long NEAR_WAIT_MILLIS = 30_000;
    private final CatalogGate gate;
    /**
     * One near-copy search at a time: each holds every packed level of the catalog and its
     * matches (tens of MB for the 1.5 million Boxoban levels), and the server's heap (256 MiB,
     * set by the launcher) holds one: two or more at once ran out of it. The others
     * wait their turn.
     */
    private final Turns nearSearch = new Turns(1, NEAR_WAIT_MILLIS,
            "the server is busy finding the near copies of other levels; try again");
    /**
     * The server's own writes, one at a time: on an H2 file nothing else makes two of them take
     * turns (on PostgreSQL the writers' turn does, {@code ImportTurns}), and two posts of one
     * solution on two of its connections raced on the unique index, the loser a 503. In turn,
     * the second finds the first's row and is "already stored".
     */
    private final Turns storing = new Turns(1, CatalogGate.WAIT_MILLIS,
            "the server is busy storing other solutions; try again");
    private final WriteGuard writes;
    private final Frames frames;

    private final Turns slow;
    /** Names that are one person, for the line saying who the level's copies credit ({@code serve --aliases}). */
    private final Aliases aliases;

    /** Near copies the JSON lists at most ({@link #MAX_ROWS}; tests ask for fewer). */
    private final int nearRows;
    /** Whether plays finished on the play page are recorded ({@code serve --record-plays}). */
    private final boolean recordPlays;
    /** Plays taken a minute, all clients together. */
    private final PlayQuota playQuota;

    LevelRoutes(CatalogGate gate, WriteGuard writes, Frames frames, Turns slow, Aliases aliases, int nearRows,
            boolean recordPlays, PlayQuota playQuota) {
        this.nearRows = nearRows;
        this.recordPlays = recordPlays;
        this.playQuota = playQuota;
        this.gate = gate;
        this.writes = writes;
        this.frames = frames;
        this.slow = slow;
        this.aliases = aliases;
    }

    private LevelPage find(String id) {
        if (id.isBlank() || id.length() > 4096) {
            throw HttpProblem.notFound("no level '" + Params.clip(id) + "'");
        }
        return gate.lend(c -> c.levels().page(id, aliases)).orElseThrow(() -> nothingCalled(id));
    }

    /** Nothing is called {@code id}: how many boards its source has, for {@code SOURCE#INDEX} of a known source. */
    private HttpProblem nothingCalled(String id) {
        Optional<String> why = gate.lend(c -> c.levels().whyNothingAt(id));
        return HttpProblem.notFound("nothing in the catalog is called '" + Params.clip(id) + "' ("
                + why.orElse("give an Exact-Id, a Unique-Id or SOURCE#INDEX") + ")");
    }

    /** GET /levels/ID. */
    void page(Context ctx) {
        show(ctx, find(ctx.pathParam("id")));
    }

    /** GET /sources/N/INDEX: the board at that position. */
    void boardAt(Context ctx) {
        long number = CatalogRoutes.sourceNumber(ctx.pathParam("number"));
        String index = ctx.pathParam("index");
        int at = (int) Params.pathNumber(index, Integer.MAX_VALUE).orElseThrow(() -> HttpProblem.notFound("no board '"
                + Params.clip(index) + "' in source " + number));
        LevelPage page = gate.lend(c -> {
            String source = c.browsing().sourceName(number)
                    .orElseThrow(() -> HttpProblem.notFound("no source number " + number + " in the catalog"));
            return c.levels().page(source, at, aliases).orElseThrow(() -> nothingCalled(source + "#" + at));
        });
        show(ctx, page);
    }

    private void show(Context ctx, LevelPage f) {
        replayAsked(ctx, f);
        if (f.found() instanceof Found.NotALevel n) {
            Appearance a = n.appearance();
            Pages.send(ctx, 200, "notalevel.jte", new Models.NotALevel(chrome(a.source() + "#" + a.index()),
                    new Models.Occurrence(a, f.sourceNumber(a.source()))));
            return;
        }
        Pages.send(ctx, 200, "level.jte", model(f));
    }

    /**
     * The replay a level page's address asks for ({@code ?solution=K&step=S}, docs/web.md), held
     * to the rule of every parameter: K one of the level's solutions (1 the first), S a step of
     * it from 0 to its length, S only with K; anything else a 400 that says what the page takes.
     */
    private static void replayAsked(Context ctx, LevelPage page) {
        boolean hasSolution = ctx.queryParam("solution") != null;
        if (!hasSolution) {
            if (ctx.queryParam("step") != null) {
                throw HttpProblem.badRequest("step needs a solution to replay: ?solution=K&step=S");
            }
            return;
        }
        List<StoredSolution> solutions = page.found() instanceof Found.Levels l ? l.levels().get(0).solutions()
                : List.of();
        if (solutions.isEmpty()) {
            throw HttpProblem.badRequest("this " + (page.found() instanceof Found.Levels ? "level has no solution"
                    : "board is not a level, and has no solution") + " to replay: leave out solution and step");
        }
        int k = Params.number(ctx, "solution", 1, solutions.size()).orElseThrow(() -> HttpProblem.badRequest(
                "solution must be a whole number from 1 to " + solutions.size()));
        int moves = solutions.get(k - 1).lurd().length();
        Params.number(ctx, "step", 0, moves);
    }

    private Models.Level model(LevelPage page) {
        List<LevelView> levels = ((Found.Levels) page.found()).levels();
        LevelView main = levels.get(0);
        List<Models.Occurrence> occurrences = occurrences(main, page);
        List<Models.Related> related = new ArrayList<>();
        for (int i = 1; i < levels.size(); i++) {
            LevelView other = levels.get(i);
            related.add(new Models.Related(other, page.relations().get(i), occurrences(other, page)));
        }
        List<Models.Solution> solutions = new ArrayList<>();
        Optional<BestSolution> best = main.best();
        for (int i = 0; i < main.solutions().size(); i++) {
            var s = main.solutions().get(i);
            solutions.add(new Models.Solution(i + 1, s, best.map(b -> b.isBestByMoves(s)).orElse(false),
                    best.map(b -> b.isBestByPushes(s)).orElse(false)));
        }
        String title = main.appearances().stream().map(Appearance::title).filter(t -> !t.isBlank()).findFirst()
                .orElse(main.level().exactId());
        Optional<GroupDifficulty> difficulty = gate.lend(c -> c.difficulties().of(main.level().uniqueId()));
        PlayTimes plays = gate.lend(c -> c.plays().of(main.level().uniqueId()));
        return new Models.Level(frames.storing(title), main, occurrences, related, solutions, page.credits(),
                difficulty, plays, recordPlays);
    }

    private static List<Models.Occurrence> occurrences(LevelView level, LevelPage page) {
        return level.appearances().stream().map(a -> new Models.Occurrence(a, page.sourceNumber(a.source()))).toList();
    }

    private Chrome chrome(String title) {
        return frames.page(title);
    }

    /** GET /api/v1/levels/ID. */
    void api(Context ctx) {
        LevelPage f = find(ctx.pathParam("id"));
        if (f.found() instanceof Found.NotALevel n) {
            Json.send(ctx, 200, LevelJson.NotALevel.of(n.appearance()));
            return;
        }
        Json.send(ctx, 200, LevelJson.of(model(f)));
    }

    private LevelView single(String id) {
        LevelPage f = find(id);
        if (f.found() instanceof Found.Levels l) {
            return l.levels().get(0);
        }
        throw HttpProblem.notFound("'" + Params.clip(id) + "' is a board that is not a level");
    }

    /** A level's near copies among the levels the similarity index covers, and how many it leaves out. */
    private SimilarRows near(LevelView level, double threshold) {
        return slow.run(() -> {
            nearSearch.take();
            try {
                return gate.lendSlow(c -> c.similarLevels().indexedRows(level.level(), threshold, nearRows));
            } finally {
                nearSearch.give();
            }
        });
    }

    /** The first {@link #MAX_CARDS} near copies, reading no more rows than they need. */
    private NearPage nearPage(LevelView level, double threshold) {
        return slow.run(() -> {
            nearSearch.take();
            try {
                return gate.lendSlow(c -> c.similarLevels().page(level.level(), threshold, MAX_CARDS));
            } finally {
                nearSearch.give();
            }
        });
    }

    /** GET /levels/ID/similar. */
    void similarPage(Context ctx) {
        String id = ctx.pathParam("id");
        double threshold = Params.percent(ctx, "threshold", MIN_THRESHOLD, 100, DEFAULT_THRESHOLD);
        LevelView level = single(id);
        NearPage found = nearPage(level, threshold);
        Pages.send(ctx, 200, "similar.jte", new Models.Similar(chrome("near copies of " + level.level().exactId()),
                level, threshold, NearView.of(level.level(), found.near()), Math.toIntExact(found.total()),
                found.notIndexed()));
    }

    /** GET /api/v1/levels/ID/similar. */
    void apiSimilar(Context ctx) {
        String id = ctx.pathParam("id");
        double threshold = Params.percent(ctx, "threshold", MIN_THRESHOLD, 100, DEFAULT_THRESHOLD);
        LevelView level = single(id);
        SimilarRows found = near(level, threshold);
        if (!found.whole()) {
            String exactId = level.level().exactId();
            throw new HttpProblem(413, String.format(Locale.ROOT, "%s has %,d near copies at %s %%, more than the %,d"
                    + " one answer lists: ask with a higher threshold, see the %d most alike on its page"
                    + " (/levels/%s/similar?threshold=%s), or list them all with: sokodb similar %s --threshold %s",
                    exactId, found.total(), View.percent(threshold), nearRows, MAX_CARDS, exactId,
                    View.percent(threshold), exactId, View.percent(threshold)));
        }
        Json.send(ctx, 200, new LevelJson.Similar(level.level().exactId(), threshold, found.notIndexed(), found.rows()
                .stream().map(n -> new LevelJson.Similar.Row(Math.round(n.similarity() * 10) / 10.0, n.exactId(),
                        n.uniqueId(), n.source(), n.index(), n.title(), n.relation())).toList()));
    }

    /** POST /api/v1/levels/ID/solutions and /api/v1/levels/ID/plays. */
    void post(Context ctx) {
        writes.check(ctx);
        String rest = ctx.pathParam("id");
        if (rest.endsWith(SOLUTIONS)) {
            submit(ctx, rest.substring(0, rest.length() - SOLUTIONS.length()));
        } else if (rest.endsWith(PLAYS)) {
            play(ctx, rest.substring(0, rest.length() - PLAYS.length()));
        } else {
            throw HttpProblem.notFound("no such page");
        }
    }

    /**
     * POST /api/v1/levels/ID/plays: a play finished on the play page (docs/web.md, "Recording
     * plays"), kept when its moves solve the level. Refused before the catalog is asked: a
     * server that does not record plays (403), a body that is not a play (400 naming the
     * field), a play beyond the quota (429).
     */
    private void play(Context ctx, String id) {
        if (!recordPlays) {
            throw HttpProblem.forbidden("this server does not record plays (start it with --allow-write --record-plays)");
        }
        PlayForm.Read read = PlayForm.read(ctx.body());
        if (read instanceof PlayForm.Bad bad) {
            Json.send(ctx, 400, new LevelJson.BadPlay(400, bad.message(), bad.field().isEmpty() ? null : bad.field()));
            return;
        }
        if (!playQuota.take()) {
            throw new HttpProblem(429, "the server takes at most " + 60_000 / PlayQuota.REFILL_MILLIS
                    + " plays a minute; try again in a moment");
        }
        LevelView level = single(id);
        String exactId = level.level().exactId();
        PlayOutcome outcome = storing.run(() -> gate.lend(c -> c.plays().record(exactId,
                ((PlayForm.Good) read).play())));
        if (outcome instanceof PlayOutcome.Recorded r) {
            Json.send(ctx, 201, new LevelJson.PlayRecorded(true, r.exactId(), r.uniqueId(), r.moves(), r.pushes(),
                    r.timeMillis(), r.undos(), r.restarts(), r.estimator(), r.plays(), null));
        } else if (outcome instanceof PlayOutcome.Full full) {
            Json.send(ctx, 200, new LevelJson.PlayRecorded(false, exactId, level.level().uniqueId(), null, null, null,
                    null, null, null, null, full.reason()));
        } else if (outcome instanceof PlayOutcome.Rejected r) {
            Json.send(ctx, 422, new LevelJson.Rejected(422, r.verdict(), r.reason()));
        } else {
            throw HttpProblem.notFound("no level " + exactId);
        }
    }

    /** POST /api/v1/levels/ID/solutions: the body is the solution as LURD text. */
    private void submit(Context ctx, String id) {
        LevelView level = single(id);
        String moves = ctx.body();
        String exactId = level.level().exactId();
        SolutionOutcome outcome = storing.run(() -> gate.lend(c -> c.solutionSubmission().submit(exactId, moves,
                "sokodb serve", "Date: " + Instant.now().truncatedTo(ChronoUnit.SECONDS))));
        if (outcome instanceof SolutionOutcome.Stored s) {
            StoredSolution m = s.solution();
            Json.send(ctx, s.added() ? 201 : 200, new LevelJson.Stored("valid", s.exactId(), s.added(), s.carried(),
                    m.moves(), m.pushes(), m.boxLines(), m.boxChanges(), m.pushingSessions(), m.playerLines(),
                    s.detail()));
        } else if (outcome instanceof SolutionOutcome.Rejected r) {
            Json.send(ctx, 422, new LevelJson.Rejected(422, r.verdict(), r.reason()));
        } else {
            throw HttpProblem.notFound("no level " + exactId);
        }
    }
}
