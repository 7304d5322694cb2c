package org.sokodb.near.catalog;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.front.view.IndexProgress;
import org.sokodb.identity.NearIds;
import org.sokodb.near.Grid;
import org.sokodb.near.NearIdentity;
import org.sokodb.near.Packed;
import org.sokodb.near.PackedLevels;
import org.sokodb.near.Sketch;

/**
 * Keeps the near-duplicate columns complete: a catalog imported before migration V3 has no
 * Normalized-Id or Walls-Id, and import leaves the band keys of the similarity index to the
 * first {@code similar} (docs/similar.md). Both fills work in batches, compute on every core
 * and commit batch by batch, so an interrupted fill resumes where it stopped.
 */
public final class NearIndex {
    private static final int BATCH = 4000;

    private final Catalog catalog;

    public NearIndex(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Levels without a Normalized-Id and Walls-Id yet (imported before migration V3). */
    public long levelsWithoutNearIds() {
        return catalog.work("counting levels without near-duplicate ids",
                () -> catalog.dao(NearDuplicateDao.class).countWithoutNearIds());
    }

    /** Computes the Normalized-Id and Walls-Id of every level that has none yet. */
    public void fillNearIds(IndexProgress progress) {
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

    /**
     * Brings the similarity index up to the last level: each level not covered yet is packed
     * ({@link Packed}, into {@code level_packed}) when its grid fits, and keyed into
     * {@code level_band} when it does not. A row of packed levels, written last for each
     * batch, records how far the index goes, so an interrupted fill resumes after it.
     */
    public void fillIndex(IndexProgress progress) {
        NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
        long covered = catalog.work("reading the similarity index", dao::indexedThrough);
        long total = catalog.work("counting levels not in the similarity index", () -> dao.countAfter(covered));
        if (total == 0) {
            return;
        }
        long after = covered;
        long done = 0;
        progress.report("similarity index", 0, total);
        while (true) {
            long from = after;
            List<NearDuplicateDao.LevelBoard> batch = catalog.work("reading levels", () -> dao.after(from, BATCH));
            if (batch.isEmpty()) {
                break;
            }
            List<Grid> grids = batch.parallelStream().map(l -> Grid.of(board(l.board()))).toList();
            PackedLevels.Run packed = new PackedLevels.Run();
            List<Long> keyColumn = new ArrayList<>();
            List<Long> levelColumn = new ArrayList<>();
            for (int i = 0; i < batch.size(); i++) {
                Optional<Packed> p = Packed.of(grids.get(i));
                if (p.isPresent()) {
                    packed.add(batch.get(i).id(), p.get());
                } else {
                    // a level that looks the same turned has repeated keys: one row each is enough
                    for (long k : Arrays.stream(Sketch.DEFAULT.orientationKeys(grids.get(i))).distinct().toArray()) {
                        keyColumn.add(k);
                        levelColumn.add(batch.get(i).id());
                    }
                }
            }
            long last = batch.get(batch.size() - 1).id();
            // the band keys first: a fill stopped between the two writes keys that batch again,
            // and a repeated key row finds nothing new (the lookup takes distinct levels)
            catalog.work("storing the similarity index", () -> {
                if (!keyColumn.isEmpty()) {
                    dao.insertBands(keyColumn, levelColumn);
                }
                dao.insertPacked(last, packed.size(), packed.bytes());
                return null;
            });
            after = last;
            done += batch.size();
            progress.report("similarity index", done, total);
        }
    }

    /** Every packed level of the index ({@link #fillIndex} first). */
    public PackedLevels packed() {
        PackedLevels all = new PackedLevels();
        catalog.work("reading the similarity index", () -> catalog.dao(NearDuplicateDao.class).packed())
                .forEach(all::read);
        return all;
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
