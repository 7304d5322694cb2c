package org.sokodb.web;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;

import io.javalin.http.Context;

import org.sokodb.catalog.near.NearGroupsAnswer;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.near.NearGroup;
import org.sokodb.catalog.near.NearMode;

/**
 * The near-duplicate groups page and its JSON twin: the groups of {@code dups --similar P},
 * {@code --walls} and {@code --normalized}, a page at a time, as {@link NearGroupsServed} has them.
 */
record NearRoutes(NearGroupsServed near, Frames frames) {
    /** What a request asks for, parsed: every bad value a 400 naming its parameter. */
    public record Asked(NearAsk ask, String by, String source, boolean across, int page, int size) {
    }

    /** What the page and its JSON twin take: anything else is a 400 ({@link Routes}). */
    static final List<String> PARAMETERS = List.of("by", "threshold", "across", "source", "page", "size");

    static Asked asked(Context ctx) {
        String by = Optional.ofNullable(ctx.queryParam("by")).map(String::strip).filter(s -> !s.isEmpty())
                .orElse("similar");
        NearMode mode = NearMode.named(by).orElseThrow(() -> HttpProblem.badRequest(
                "by must be similar, walls or normalized, not '" + Params.clip(by) + "'"));
        double threshold = Params.percent(ctx, "threshold", 50, 100, NearAsk.DEFAULT_THRESHOLD);
        boolean across = Params.flag(ctx, "across");
        String source = Params.text(ctx, "source", ServeSettings.MAX_TEXT_CHARS);
        Params.Paging paging = Params.Paging.of(ctx, ServeSettings.GROUPS_PER_PAGE);
        int page = paging.page();
        int size = paging.size();
        DuplicateFilter filter = new DuplicateFilter(across, source.isEmpty() ? Optional.empty() : Optional.of(source));
        return new Asked(new NearAsk(mode, mode.measured() ? threshold : 0, filter), by, source,
                across, page, size);
    }

    /** Page {@code page} of the groups; 404 past their end ({@link Params.Paging#shown}). */
    static ResultPage<NearGroup> page(NearGroupsAnswer.Grouped all, int page, int size) {
        List<NearGroup> groups = all.groups();
        long from = Math.min(groups.size(), (long) (page - 1) * size);
        long to = Math.min(groups.size(), from + size);
        return new Params.Paging(page, size).shown(new ResultPage<>(groups.subList((int) from, (int) to), page, size,
                to < groups.size()));
    }

    void page(Context ctx) {
        Asked a = asked(ctx);
        NearGroupsAnswer answer = near.groups(a.ask(), ctx.ip());
        Optional<ResultPage<NearGroup>> groups = answer instanceof NearGroupsAnswer.Grouped g
                ? Optional.of(page(g, a.page(), a.size())) : Optional.empty();
        Pages.send(ctx, 200, "near.jte", new Models.NearDuplicates(frames.page("near duplicates"), a,
                answer, groups, near.maxLevels(), ctx.queryString() == null ? "" : ctx.queryString()));
    }

    void api(Context ctx) {
        Asked a = asked(ctx);
        NearGroupsAnswer answer = near.groups(a.ask(), ctx.ip());
        Double threshold = a.ask().mode().measured() ? a.ask().threshold() : null;
        if (answer instanceof NearGroupsAnswer.Grouped g) {
            ResultPage<NearGroup> l = page(g, a.page(), a.size());
            Json.send(ctx, 200, new Groups(l.page(), l.size(), l.more(), l.items().stream().map(Group::of).toList(),
                    true, g.withoutNearIds(), null, a.by(), threshold, g.levels(), near.maxLevels()));
        } else {
            NearGroupsAnswer.TooLarge t = (NearGroupsAnswer.TooLarge) answer;
            Json.send(ctx, 200, new Groups(a.page(), a.size(), false, List.of(), false, null,
                    reason(t, a, near.maxLevels()), a.by(), threshold, t.levels(), near.maxLevels()));
        }
    }

    /** Why a catalog's groups are not shown, and the command that lists them. */
    static String reason(NearGroupsAnswer.TooLarge t, Asked a, long maxLevels) {
        return String.format(Locale.ROOT, "the catalog has %,d levels; the server groups near duplicates itself "
                + "only up to %,d levels; run: sokodb dups %s", t.levels(), maxLevels, command(a));
    }

    /** The {@code dups} options that list the same groups in a terminal. */
    static String command(Asked a) {
        StringBuilder sb = new StringBuilder(a.ask().mode().option(View.percent(a.ask().threshold())));
        if (a.across()) {
            sb.append(" --across");
        }
        if (!a.source().isEmpty()) {
            sb.append(" --source '").append(a.source().replace("'", "'\\''")).append('\'');
        }
        return sb.toString();
    }

    /**
     * {@code /api/v1/near-duplicates}: a page of the groups, whether the server computed them, or
     * why not; the way of grouping asked for, its threshold (null for the ids), the catalog's size.
     */
    record Groups(int page, int size, boolean more, List<Group> groups, boolean computed,
            @JsonInclude(Include.NON_NULL) Long levelsWithoutNearIds, @JsonInclude(Include.NON_NULL) String reason,
            String by, Double threshold, long levels, long maxLevels) {
    }

    /** A group of near duplicates, its boards measured against its first. */
    record Group(int group, List<Member> members) {
        static Group of(NearGroup g) {
            return new Group(g.number(), g.members().stream().map(m -> new Member(m.uniqueId(), m.exactId(),
                    m.source(), m.index(), m.title(), m.author(), m.relation(),
                    Double.parseDouble(String.format(Locale.ROOT, "%.1f", m.similarity())), m.written())).toList());
        }
    }

    /** A board of a near-duplicate group. */
    record Member(String uniqueId, String exactId, String source, int index, String title, String author,
            String relation, double similarity, String board) {
    }
}
