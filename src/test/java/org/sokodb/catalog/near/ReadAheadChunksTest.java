package org.sokodb.catalog.near;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.near.listing.SharedChunks;
import org.sokodb.near.PackedLevels;

/**
 * The listing's chunks of an answer shared with the read ahead (ReadAhead, SharedChunks): the
 * answer passes every chunk in order however the two sides meet, the read ahead ends once the
 * answer has taken the rest, a later part of the answer is read without waiting, and an answer
 * that tells no chunk (it found no level, or failed) ends the read ahead that waits for them. On
 * an empty H2 catalog, whose runs and groups the read ahead asks for and finds none of: what is
 * tested is who waits for whom, not what is read (the rows are SimilarListingContract's).
 */
class ReadAheadChunksTest {
    @TempDir
    Path dir;

    @Test
    void everyChunkIsPassedAndTheReadAheadEnds() {
        try (Catalog c = TestCatalogs.open(DatabaseLocation.of(dir.resolve("empty").toString()))) {
            assertTimeoutPreemptively(Duration.ofMinutes(2), () -> {
                for (int chunks : new int[] {0, 1, 2, 3, 16, 200}) {
                    for (int round = 0; round < 10; round++) {
                        ReadAhead ahead = ReadAhead.start(c, new boolean[PackedLevels.GROUPS]);
                        List<SharedChunks.Chunk> told = chunks(chunks);
                        ahead.chunks(told);
                        List<Integer> passed = new ArrayList<>();
                        for (int i = 0; i < told.size(); i++) {
                            ahead.before(i);
                            passed.add(i);
                            if (round % 2 == 1) {
                                // the answer slower than the read ahead
                                Thread.onSpinWait();
                            }
                        }
                        assertEquals(told.size(), passed.size(), chunks + " chunks");
                        // a second part: told again, read alone, not waiting for anyone
                        ahead.chunks(chunks(chunks + 5));
                        for (int i = 0; i < chunks + 5; i++) {
                            ahead.before(i);
                        }
                        Optional<Long> bytes = ahead.finish();
                        assertTrue(bytes.isPresent(), "an H2 file reads ahead");
                    }
                }
            });
        }
    }

    @Test
    void anAnswerThatTellsNoChunkEndsTheReadAhead() {
        try (Catalog c = TestCatalogs.open(DatabaseLocation.of(dir.resolve("none").toString()))) {
            assertTimeoutPreemptively(Duration.ofMinutes(2), () -> {
                boolean[] admitted = new boolean[PackedLevels.GROUPS];
                admitted[3] = true;
                ReadAhead ahead = ReadAhead.start(c, admitted);
                assertTrue(ahead.finish().isPresent(), "the read ahead ended, though no chunk was told");
                // told after the end: the answer takes every chunk itself
                ahead.chunks(chunks(4));
                for (int i = 0; i < 4; i++) {
                    ahead.before(i);
                }
            });
        }
    }

    /** {@code n} chunks of two runs and three groups each, none of which the empty catalog has. */
    private static List<SharedChunks.Chunk> chunks(int n) {
        List<SharedChunks.Chunk> chunks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            chunks.add(new SharedChunks.Chunk(new Long[] {2L * i + 1, 2L * i + 2},
                    new Long[] {(1L << 40) + i, (2L << 40) + i, (3L << 40) + i}));
        }
        return chunks;
    }
}
