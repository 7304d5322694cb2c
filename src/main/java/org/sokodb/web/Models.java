package org.sokodb.web;

import java.util.List;
import java.util.Optional;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.BoardEntry;
import org.sokodb.catalog.CatalogOverview;
import org.sokodb.catalog.DuplicateGroup;
import org.sokodb.catalog.LevelView;
import org.sokodb.catalog.Listing;
import org.sokodb.catalog.SourcePage;
import org.sokodb.catalog.StoredSolution;
import org.sokodb.catalog.near.Near;

/** The model of each page: one record per template, named after it. */
public final class Models {
    private Models() {
    }

    public record Home(Chrome chrome, CatalogOverview overview) {
    }

    public record Source(Chrome chrome, SourcePage page, String query) {
    }

    /** A listing of boards found, and what was asked. */
    public record Search(Chrome chrome, String q, String board, String query, Optional<Listing<BoardEntry>> results,
            Optional<Pasted> pasted, String note) {
    }

    public record Duplicates(Chrome chrome, Listing<DuplicateGroup> groups, boolean across, String source,
            String query) {
    }

    /** Another level with the same Unique-Id, and how it relates to the one shown. */
    public record Related(LevelView level, String relation) {
    }

    /** An occurrence with the number of its source, for links. */
    public record Occurrence(Appearance appearance, long sourceNumber) {
    }

    /** A solution and its number on the page (1 = best by moves). */
    public record Solution(int number, StoredSolution solution, boolean bestByMoves, boolean bestByPushes) {
    }

    public record Level(Chrome chrome, LevelView level, List<Occurrence> occurrences, List<Related> related,
            List<Solution> solutions) {
    }

    public record NotALevel(Chrome chrome, Occurrence occurrence) {
    }

    public record Similar(Chrome chrome, LevelView level, double threshold, List<NearView.Card> near) {
    }

    public record Error(Chrome chrome, int status, String message) {
    }
}
