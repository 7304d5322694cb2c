package org.sokodb.catalog;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.similar.Grid;
import org.sokodb.similar.NearIdentity;
import org.sokodb.identity.NearIds;
import org.sokodb.similar.Sketch;

/**
 * Keeps the near-duplicate columns complete: a catalog imported before migration V3 has no
 * Normalized-Id or Walls-Id, and import leaves the band keys of the similarity index to the
 * first {@code similar} (docs/similar.md). Both fills work in batches, compute on every core
 * and commit batch by batch, so an interrupted fill resumes where it stopped.
 */
public final class NearIndex {
    private static final int BATCH = 4000;

    /** Told how far a fill has come. */
    public interface Progress {
        Progress NONE = (what, done, total) -> { };

        void report(String what, long done, long total);
    }

    private final Catalog catalog;

    public NearIndex(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Computes the Normalized-Id and Walls-Id of every level that has none yet. */
    public void fillNearIds(Progress progress) {
        NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
        long total = catalog.work("counting levels without near-duplicate ids", dao::countWithoutNearIds);
        if (total == 0) {
            return;
        }
        ThreadLocal<NearIdentity> identities = ThreadLocal.withInitial(NearIdentity::new);
        long after = 0;
        long done = 0;
        progress.report("near-duplicate ids", 0, total);
        while (true) {
            long from = after;
            List<NearDuplicateDao.LevelBoard> batch = catalog.work("reading levels", () -> dao.withoutNearIds(from, BATCH));
            if (batch.isEmpty()) {
                break;
            }
            List<NearDuplicateDao.NearRow> rows = batch.parallelStream().map(l -> {
                NearIds ids = identities.get().of(board(l.board()));
                return new NearDuplicateDao.NearRow(l.id(), ids.normalizedId(), ids.wallsId());
            }).toList();
            catalog.work("storing near-duplicate ids", () -> {
                dao.setNearIds(rows);
                return null;
            });
            after = batch.get(batch.size() - 1).id();
            done += batch.size();
            progress.report("near-duplicate ids", done, total);
        }
    }

    /** Stores the band keys of every level that has none yet. */
    public void fillBands(Progress progress) {
        NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
        long total = catalog.work("counting levels without band keys", dao::countWithoutBands);
        if (total == 0) {
            return;
        }
        long after = 0;
        long done = 0;
        progress.report("similarity index", 0, total);
        while (true) {
            long from = after;
            List<NearDuplicateDao.LevelBoard> batch = catalog.work("reading levels", () -> dao.withoutBands(from, BATCH));
            if (batch.isEmpty()) {
                break;
            }
            // a level that looks the same turned has repeated keys: one row each is enough
            List<long[]> keys = batch.parallelStream()
                    .map(l -> Arrays.stream(Sketch.DEFAULT.orientationKeys(Grid.of(board(l.board())))).distinct().toArray())
                    .toList();
            List<Long> keyColumn = new ArrayList<>();
            List<Long> levelColumn = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                for (long k : keys.get(i)) {
                    keyColumn.add(k);
                    levelColumn.add(batch.get(i).id());
                }
            }
            catalog.work("storing band keys", () -> {
                dao.insertBands(keyColumn, levelColumn);
                return null;
            });
            after = batch.get(batch.size() - 1).id();
            done += batch.size();
            progress.report("similarity index", done, total);
        }
    }

    /** A stored normalised board as a board: it parsed once, so it parses again. */
    static Board board(String normalized) {
        try {
            return Board.parse(List.of(normalized.split("\n")));
        } catch (BoardException e) {
            throw new IllegalStateException("a stored level's board does not parse: " + e.getMessage(), e);
        }
    }
}
