package org.sokodb.web;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;

import io.javalin.http.Context;

import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.credits.AuthorLevel;
import org.sokodb.catalog.credits.AuthorPage;
import org.sokodb.catalog.credits.CreditCopy;
import org.sokodb.catalog.credits.CreditGroup;
import org.sokodb.catalog.credits.LevelCredits;
import org.sokodb.catalog.credits.SuggestedAlias;
import org.sokodb.catalog.difficulty.LevelInSource;
import org.sokodb.catalog.duplicates.DuplicateGroup;
import org.sokodb.catalog.sources.Pasted;
import org.sokodb.catalog.sources.BoardEntry;
import org.sokodb.catalog.sources.CatalogOverview;
import org.sokodb.catalog.sources.SourceEntry;
import org.sokodb.credits.AuthorTally;

/**
 * The JSON twins of the pages: the shapes of docs/web.md, each a record of its own here (or in
 * {@link LevelJson}), written by Jackson with its components' names in snake case. They are the
 * API's shapes, not the catalog's records: renaming a record of the catalog cannot rename an
 * API field. A component always written, null or not, is the default; one a shape leaves out
 * when it has no value says so ({@code @JsonInclude(NON_NULL)}).
 */
final class Json {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

    private Json() {
    }

    static void send(Context ctx, int status, Object body) {
        try {
            ctx.status(status).contentType("application/json; charset=utf-8")
                    .result(MAPPER.writeValueAsString(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** Every failure of {@code /api/…}. */
    record Error(int status, String error) {
    }

    /** {@code /api/v1/catalog}. */
    record Overview(long levels, long boards, int sources, long duplicateGroups, long uniqueIds,
            long solvedUniqueIds, long unsolvedUniqueIds) {
        static Overview of(CatalogOverview o) {
            return new Overview(o.levels(), o.boards(), o.sources().size(), o.duplicateGroups(), o.uniqueIds(),
                    o.solvedUniqueIds(), o.unsolvedUniqueIds());
        }
    }

    /** A source, numbered as the pages number it. */
    record Source(long number, String source, int boards, int levels, int newLevels, int invalid, int duplicates,
            String importedAt) {
        static Source of(SourceEntry s) {
            return new Source(s.id(), s.source(), s.boards(), s.levels(), s.newLevels(), s.invalid(), s.duplicates(),
                    s.importedAt().toString());
        }
    }

    /** {@code /api/v1/sources}. */
    record Sources(List<Source> sources) {
        static Sources of(List<SourceEntry> sources) {
            return new Sources(sources.stream().map(Source::of).toList());
        }
    }

    /** A board of a paged list: a level's ids, size and marks, or a board that is no level and why. */
    record Board(String source, long sourceNumber, int index, String title, String author, String exactId,
            @JsonInclude(Include.NON_NULL) String uniqueId, @JsonInclude(Include.NON_NULL) Integer width,
            @JsonInclude(Include.NON_NULL) Integer height, @JsonInclude(Include.NON_NULL) Integer boxes,
            @JsonInclude(Include.NON_NULL) Boolean solved, @JsonInclude(Include.NON_NULL) Boolean hasDuplicates,
            @JsonInclude(Include.NON_NULL) String reason, String board,
            @JsonInclude(Include.NON_NULL) Double difficulty, @JsonInclude(Include.NON_NULL) String band) {
        static Board of(BoardEntry b) {
            return b.isLevel()
                    ? new Board(b.source(), b.sourceId(), b.index(), b.title(), b.author(), b.exactId(), b.uniqueId(),
                            b.width(), b.height(), b.boxes(), b.solved(), b.duplicated(), null, b.written(),
                            b.difficulty().isPresent() ? Math.round(b.difficulty().getAsDouble() * 10) / 10.0 : null,
                            b.band().orElse("unrated"))
                    : new Board(b.source(), b.sourceId(), b.index(), b.title(), b.author(), null, null, null, null,
                            null, null, null, b.reason(), b.written(), null, null);
        }
    }

    /** A board of a source's page: {@link Board}, and whether a level has near copies (null: not asked, or no level). */
    record SourceBoard(String source, long sourceNumber, int index, String title, String author, String exactId,
            @JsonInclude(Include.NON_NULL) String uniqueId, @JsonInclude(Include.NON_NULL) Integer width,
            @JsonInclude(Include.NON_NULL) Integer height, @JsonInclude(Include.NON_NULL) Integer boxes,
            @JsonInclude(Include.NON_NULL) Boolean solved, @JsonInclude(Include.NON_NULL) Boolean hasDuplicates,
            @JsonInclude(Include.NON_NULL) String reason, String board, Boolean hasNearCopies) {
        static SourceBoard of(BoardEntry e, Boolean hasNearCopies) {
            Board b = Board.of(e);
            return new SourceBoard(b.source(), b.sourceNumber(), b.index(), b.title(), b.author(), b.exactId(),
                    b.uniqueId(), b.width(), b.height(), b.boxes(), b.solved(), b.hasDuplicates(), b.reason(),
                    b.board(), hasNearCopies);
        }
    }

    /** {@code /api/v1/sources/N/levels}: a page of the source's boards, and the source. */
    record SourceBoards(int page, int size, boolean more, List<SourceBoard> boards, Source source,
            List<RatedBoard> difficulty) {
    }

    /** A rated board of a source, for its plot: where it stands, its difficulty and band. */
    record RatedBoard(int index, String uniqueId, double difficulty, String band) {
        static RatedBoard of(LevelInSource b) {
            return new RatedBoard(b.index(), b.uniqueId(), Math.round(b.difficulty() * 10) / 10.0, b.band().key());
        }
    }

    /** {@code /api/v1/levels?…}: a page of the boards found, and what a pasted board is. */
    record FoundBoards(int page, int size, boolean more, List<Board> boards,
            @JsonInclude(Include.NON_NULL) PastedBoard pasted) {
    }

    /** {@code /api/v1/levels?…} when nothing was searched for (only a board pasted, or nothing). */
    record NoBoards(int page, boolean more, List<Board> boards, @JsonInclude(Include.NON_NULL) PastedBoard pasted) {
    }

    /** A pasted board: its ids and normalised board, or why it is no level. */
    record PastedBoard(String exactId, @JsonInclude(Include.NON_NULL) String uniqueId,
            @JsonInclude(Include.NON_NULL) String reason, @JsonInclude(Include.NON_NULL) String board) {
        static Optional<PastedBoard> of(Optional<Pasted> pasted) {
            return pasted.map(p -> p instanceof Pasted.Identified id
                    ? new PastedBoard(id.exactId(), id.uniqueId(), null, id.board())
                    : new PastedBoard(null, null, ((Pasted.NotALevel) p).reason(), null));
        }
    }

    /** A page of groups: {@code /api/v1/duplicates}, {@code /api/v1/credits}. */
    record Groups<T>(int page, int size, boolean more, List<T> groups) {
        static <S, T> Groups<T> of(ResultPage<S> l, Function<S, T> shape) {
            return new Groups<>(l.page(), l.size(), l.more(), l.items().stream().map(shape).toList());
        }
    }

    /** A group of duplicates: the levels of one Unique-Id. */
    record Duplicates(int group, String uniqueId, List<Member> members) {
        static Duplicates of(DuplicateGroup g) {
            return new Duplicates(g.number(), g.uniqueId(), g.members().stream().map(m -> new Member(m.exactId(),
                    m.source(), m.index(), m.title(), m.author(), m.relation(), m.board())).toList());
        }
    }

    /** A board of a duplicate group and how it relates to the group's first. */
    record Member(String exactId, String source, int index, String title, String author, String relation,
            String board) {
    }

    // who made a level (docs/credits.md): /api/v1/credits, /api/v1/authors, a level's credits

    /**
     * A group of {@code /api/v1/credits}: the columns of {@code sokodb credits}, the board to draw.
     * {@code verdict} is the key the API publishes for the group's {@link org.sokodb.credits.Ruling}
     * (here and below: a key is a contract, kept as it was).
     */
    record Credits(int group, String uniqueId, String verdict, String why, List<Copy> copies) {
        static Credits of(CreditGroup g) {
            return new Credits(g.number(), g.uniqueId(), g.ruling().word(), g.why(), Copy.of(g.copies()));
        }
    }

    /** A copy of a level and whom it names. */
    record Copy(String exactId, String uniqueId, String source, long sourceNumber, int index, String title,
            String author, List<String> names, List<String> people, String first, String date, String relation,
            String board) {
        static List<Copy> of(List<CreditCopy> copies) {
            return copies.stream().map(c -> new Copy(c.exactId(), c.uniqueId(), c.source(), c.sourceNumber(),
                    c.index(), c.title(), c.author(), c.names(), c.people(), c.first().map(f -> f.word()).orElse(null),
                    c.date().map(Object::toString).orElse(null), c.relation(), c.written())).toList();
        }
    }

    /** {@code /api/v1/authors}. */
    record Authors(List<Author> authors) {
    }

    /** A row of {@code /api/v1/authors}: {@code sokodb authors}' columns, the spellings themselves. */
    record Author(String author, String person, List<String> spellings, int levels, int sources,
            int creditedElsewhereToOthers, int copiedUncredited, List<String> learned) {
        static Author of(AuthorTally.AuthorRow r) {
            return new Author(r.author(), r.person(), r.spellings(), r.levels(), r.sources(),
                    r.creditedElsewhereToOthers(), r.copiedUncredited(), r.learned());
        }
    }

    /** {@code /api/v1/authors/NAME}: the author's row and a page of their levels, each with every copy. */
    record AuthorLevels(String author, String person, List<String> spellings, int levels, int sources,
            int creditedElsewhereToOthers, int copiedUncredited, List<SuggestedAlias> suggestedAliases, int page,
            int size, boolean more, List<Credited> credited) {
        static AuthorLevels of(AuthorPage p) {
            Author a = Author.of(p.author());
            return new AuthorLevels(a.author(), a.person(), a.spellings(), a.levels(), a.sources(),
                    a.creditedElsewhereToOthers(), a.copiedUncredited(), p.suggested(), p.levels().page(),
                    p.levels().size(), p.levels().more(), p.levels().items().stream().map(Credited::of).toList());
        }
    }

    /** A level an author is credited with: its ruling (or null) and every copy. */
    record Credited(String uniqueId, String verdict, List<Copy> copies) {
        static Credited of(AuthorLevel l) {
            return new Credited(l.uniqueId(), l.ruling().map(r -> r.word()).orElse(null), Copy.of(l.copies()));
        }
    }

    /** A level's {@code credits}, when its copies disagree (null otherwise). */
    record LevelCreditsJson(String verdict, List<Names> credited, List<String> uncredited) {
        static LevelCreditsJson of(Optional<LevelCredits> credits) {
            return credits.map(c -> new LevelCreditsJson(c.ruling().word(), c.credits().stream()
                    .map(k -> new Names(k.names(), k.sources())).toList(), c.uncredited())).orElse(null);
        }
    }

    /** Whom some copies name, and the sources of those copies. */
    record Names(List<String> names, List<String> sources) {
    }
}
