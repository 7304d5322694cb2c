package org.sokodb.web;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.near.NearGroupsAnswer;
import org.sokodb.catalog.near.NearAsk;
import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.ResultPage;
import org.sokodb.catalog.credits.AuthorPage;
import org.sokodb.catalog.credits.CreditGroup;
import org.sokodb.catalog.credits.LevelCredits;
import org.sokodb.catalog.difficulty.GroupDifficulty;
import org.sokodb.catalog.difficulty.LevelInSource;
import org.sokodb.catalog.difficulty.PlayTimes;
import org.sokodb.catalog.duplicates.DuplicateGroup;
import org.sokodb.catalog.levels.LevelView;
import org.sokodb.catalog.near.Near;
import org.sokodb.catalog.near.NearGroup;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.catalog.sources.Pasted;
import org.sokodb.catalog.sources.BoardEntry;
import org.sokodb.catalog.sources.CatalogOverview;
import org.sokodb.catalog.sources.SourcePage;
import org.sokodb.credits.AuthorTally;
import org.sokodb.difficulty.Band;
import org.sokodb.web.draw.DifficultyView;

/** The model of each page: one record per template, named after it. */
public final class Models {
    private Models() {
    }

    public record Home(Chrome chrome, CatalogOverview overview) {
    }

    /** A page of a source's boards; {@code near} the Unique-Ids with a near copy, empty when the catalog is too large to know. */
    /** A source's page: a page of its boards, and its rated boards in order (docs/web.md, "Difficulty"). */
    public record Source(Chrome chrome, SourcePage page, String query, Optional<Set<String>> near,
            List<LevelInSource> difficulty) {
        public String plot() {
            return DifficultyView.plot(difficulty, page.source().boards(), i -> View.boardUrl(page.source().id(), i));
        }

        public String bands() {
            return DifficultyView.bar(DifficultyView.bandCounts(difficulty, page.source().levels()));
        }

        /** The bar's legend: each band the source has levels in, with their count, in the bar's order. */
        public List<Map.Entry<Band, Long>> bandLegend() {
            return DifficultyView.bandCounts(difficulty, page.source().levels()).entrySet().stream()
                    .filter(e -> e.getValue() > 0).toList();
        }

        public boolean hasNearCopy(BoardEntry b) {
            return near.isPresent() && b.isLevel() && near.get().contains(b.uniqueId());
        }
    }

    /** A page of boards found, and what was asked. */
    /** A search and what it found; {@code asked} the filters as the address gave them, for the form to show again. */
    public record Search(Chrome chrome, String q, String board, String query, Optional<ResultPage<BoardEntry>> results,
            Optional<Pasted> pasted, String note, Map<String, String> asked) {
        /** The value the address gave {@code name}, empty when none. */
        public String value(String name) {
            return asked.getOrDefault(name, "");
        }

        /** Whether the address chose {@code option} for {@code name} (a select's option to show selected). */
        public boolean chosen(String name, String option) {
            return value(name).strip().equals(option);
        }
    }

    public record Duplicates(Chrome chrome, ResultPage<DuplicateGroup> groups, boolean across, String source,
            String query) {
    }

    /** The near-duplicate groups asked for; {@code groups} empty when the catalog is too large to group in a request. */
    public record NearDuplicates(Chrome chrome, NearRoutes.Asked asked, NearGroupsAnswer answer,
            Optional<ResultPage<NearGroup>> groups, long maxLevels, String query) {
        public String by() {
            return asked.by();
        }

        public String threshold() {
            return View.percent(asked.ask().threshold() == 0 ? NearAsk.DEFAULT_THRESHOLD : asked.ask().threshold());
        }

        public String command() {
            return "sokodb dups " + NearRoutes.command(asked);
        }

        public long levels() {
            return answer instanceof NearGroupsAnswer.Grouped g ? g.levels() : ((NearGroupsAnswer.TooLarge) answer).levels();
        }

        public long withoutNearIds() {
            return answer instanceof NearGroupsAnswer.Grouped g ? g.withoutNearIds() : 0;
        }
    }

    /** Another level with the same Unique-Id, and how it relates to the one shown. */
    /** Another Exact-Id of the level's Unique-Id: how it relates, and where it appears. */
    public record Related(LevelView level, String relation, List<Occurrence> occurrences) {
    }

    /** An occurrence with the number of its source, for links. */
    public record Occurrence(Appearance appearance, long sourceNumber) {
    }

    /** A solution and its number on the page (1 = best by moves). */
    public record Solution(int number, StoredSolution solution, boolean bestByMoves, boolean bestByPushes) {
    }

    /** A level's page; {@code credits} what its copies say of who made it, when they disagree. */
    public record Level(Chrome chrome, LevelView level, List<Occurrence> occurrences, List<Related> related,
            List<Solution> solutions, Optional<LevelCredits> credits, Optional<GroupDifficulty> difficulty,
            PlayTimes plays, boolean recordsPlays) {
        /** The difficulty line (docs/web.md, "Difficulty"). */
        public String difficultyLine() {
            return DifficultyView.line(difficulty, !solutions.isEmpty());
        }

        /** The line of people's plays beside it, when there are enough ({@link PlayTimes#shown}). */
        public String playsLine() {
            return DifficultyView.playsLine(plays);
        }

        public String bandClass() {
            return DifficultyView.bandClass(difficulty);
        }
    }

    /** The groups of {@code sokodb credits}, a page of them, and what was asked. */
    public record Credits(Chrome chrome, ResultPage<CreditGroup> groups, CreditsAsked asked) {
    }

    /** What {@code /credits} asked for: the filters, and the query string for the pager. */
    public record CreditsAsked(String source, String author, boolean conflictsOnly, String query) {
    }

    /** The table of {@code sokodb authors}. */
    public record Authors(Chrome chrome, List<AuthorTally.AuthorRow> authors) {
    }

    /** An author's levels, each with every copy. */
    public record Author(Chrome chrome, AuthorPage page, String query) {
    }

    public record NotALevel(Chrome chrome, Occurrence occurrence) {
    }

    /** A level's near copies: the cards drawn, how many there are, and the levels the similarity index leaves out. */
    public record Similar(Chrome chrome, LevelView level, double threshold, List<NearView.Card> near, int total,
            long notIndexed) {
    }

    public record Error(Chrome chrome, int status, String message) {
    }
}
