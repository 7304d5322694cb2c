package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.StoredLevel;
import org.sokodb.catalog.db.DatabaseEngine;
import org.sokodb.catalog.duplicates.DuplicateFilter;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.levels.Levels;

/** The near-duplicate use-cases on constructed levels, on both engines. */
abstract class NearDuplicatesContract {
    /** The engine the catalog lives in: the subclass says. */
    abstract DatabaseEngine engine();

    @TempDir
    Path dir;

    /** Titles of the levels drawn in {@link #LEVELS}, to name the groups by. */
    static final String LEVELS = """
            Title: plain
            #######
            ##    #
            # $ . #
            #  @  #
            #######

            Title: tube
            #######
            #### ##
            #### ##
            ##    #
            # $ . #
            #  @  #
            #######

            Title: frozen, mirrored
            #######
            #    *#
            # . $ #
            #  @  #
            #######

            Title: boxes moved
            #######
            ##  . #
            #   $ #
            # @   #
            #######

            Title: other
            #########
            #   #   #
            # $@$ . #
            #  .    #
            #########
            """;

    /** Forgets the near-duplicate ids, as a catalog made before migration V3 would have none. */
    interface Forget {
        @SqlUpdate("UPDATE level SET normalized_id = NULL, walls_id = NULL")
        int nearIds();
    }

    private Catalog catalog() throws IOException {
        Path file = dir.resolve("near.xsb");
        Files.writeString(file, LEVELS);
        Catalog c = Fixtures.freshCatalog(engine(), dir);
        new Importer(c).importPaths(List.of(file.toString()), new Fixtures.Recorder());
        return c;
    }

    private static List<Set<String>> groups(Catalog c, NearMode mode, double threshold) {
        List<Near> rows = new ArrayList<>();
        new NearDuplicates(c).groups(mode, threshold, DuplicateFilter.ALL, rows::add);
        return rows.stream().collect(Collectors.groupingBy(Near::group,
                Collectors.mapping(Near::title, Collectors.toCollection(TreeSet::new))))
                .values().stream().map(s -> (Set<String>) s).toList();
    }

    @Test
    void groupsByNormalizedIdWallsIdAndSimilarity() throws IOException {
        try (Catalog c = catalog()) {
            assertEquals(List.of(Set.of("plain", "tube", "frozen, mirrored")),
                    groups(c, NearMode.NORMALIZED, 0));
            assertEquals(List.of(Set.of("plain", "boxes moved")), groups(c, NearMode.WALLS, 0));
            // the mirrored frozen copy differs from plain in 1 square of 35; the tube, laid flush
            // at the bottom, in 2 of 49 (its two tube squares); boxes moved in 3 of 35
            assertEquals(List.of(Set.of("plain", "tube", "frozen, mirrored")), groups(c, NearMode.SIMILAR, 95));
            assertEquals(List.of(Set.of("plain", "tube", "frozen, mirrored", "boxes moved")),
                    groups(c, NearMode.SIMILAR, 90));
        }
    }

    @Test
    void similarFindsTheOthersThroughTheIndexMostAlikeFirst() throws IOException {
        try (Catalog c = catalog()) {
            StoredLevel plain = new Levels(c).level(dir.resolve("near.xsb") + "#1").orElseThrow();
            new NearIndex(c).fillIndex(IndexProgress.NONE);
            List<Near> rows = new SimilarLevels(c).drawn(plain, 90, r -> true);
            assertEquals(List.of("frozen, mirrored", "tube", "boxes moved"),
                    rows.stream().map(Near::title).toList());
            assertEquals(List.of(1, 2, 3), rows.stream().map(r -> r.match().differing()).toList());
            assertEquals(100.0 * 34 / 35, rows.get(0).similarity(), 1e-9);
            assertEquals(100.0 * 47 / 49, rows.get(1).similarity(), 1e-9);
            assertEquals(-2, rows.get(1).match().dy(), "the tube drawn flush at the bottom: its top two rows above plain");
        }
    }

    /** Two levels too wide to pack (13 squares with the ring), one wall square apart. */
    static final String LARGE = """
            Title: wide
            #############
            #           #
            # $ .   $ . #
            #     @     #
            #############

            Title: wide, a wall moved
            #############
            #     #     #
            # $ .   $ . #
            #     @     #
            #############
            """;

    @Test
    void smallLevelsArePackedAndLargeOnesKeyedAndBothAreFound() throws IOException {
        try (Catalog c = catalog()) {
            NearIndex index = new NearIndex(c);
            List<Long> reported = new ArrayList<>();
            index.fillIndex((what, done, total) -> {
                if (what.equals("similarity index")) {
                    reported.add(total);
                }
            });
            assertEquals(List.of(5L, 5L), reported);
            Path large = dir.resolve("large.xsb");
            Files.writeString(large, LARGE);
            new Importer(c).importPaths(List.of(large.toString()), new Fixtures.Recorder());
            reported.clear();
            // only the levels imported since are added
            index.fillIndex((what, done, total) -> {
                if (what.equals("similarity index")) {
                    reported.add(total);
                }
            });
            assertEquals(List.of(2L, 2L), reported);
            assertEquals(5, index.packed().size());
            StoredLevel wide = new Levels(c).level(large + "#1").orElseThrow();
            List<Near> rows = new SimilarLevels(c).drawn(wide, 90, r -> true);
            assertEquals(List.of("wide, a wall moved"), rows.stream().map(Near::title).toList());
            // the wall square, and the man's floor behind nothing: 1 square of 65
            assertEquals(1, rows.get(0).match().differing());
            reported.clear();
            index.fillIndex((what, done, total) -> {
                if (what.equals("similarity index")) {
                    reported.add(total);
                }
            });
            assertEquals(List.of(), reported);
        }
    }

    @Test
    void aCatalogWithoutTheIdsGetsThemOnFirstUse() throws IOException {
        try (Catalog c = catalog()) {
            assertEquals(5, c.dao(Forget.class).nearIds());
            assertEquals(List.of(), groups(c, NearMode.NORMALIZED, 0));
            List<Long> reported = new ArrayList<>();
            new NearIndex(c).fillNearIds((what, done, total) -> reported.add(done));
            assertEquals(List.of(0L, 5L), reported);
            assertEquals(List.of(Set.of("plain", "tube", "frozen, mirrored")),
                    groups(c, NearMode.NORMALIZED, 0));
            assertEquals(0, c.dao(NearDuplicateDao.class).countWithoutNearIds());
        }
    }
}
