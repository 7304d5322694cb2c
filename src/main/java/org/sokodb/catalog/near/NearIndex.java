package org.sokodb.catalog.near;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.identity.NearIds;
import org.sokodb.near.Grid;
import org.sokodb.near.NearIdentity;
import org.sokodb.near.Packed;
import org.sokodb.near.PackedLevels;
import org.sokodb.near.Sketch;
import org.sokodb.catalog.near.listing.Listings;
import org.sokodb.catalog.near.listing.StreamedListing;

/**
 * Keeps the near-duplicate columns complete: a catalog imported before migration V3 has no
 * Normalized-Id or Walls-Id, and the similarity index is filled at the end of each import
 * ({@code catalog.imports.Importer}) for the levels it added, or by the first
 * {@code similar} where an import did not (docs/similar.md). Both fills work in batches,
 * compute on every core and commit batch by batch, so an interrupted fill resumes where it
 * stopped.
 */
public final class NearIndex {
    private static final int BATCH = 4000;

    private final Catalog catalog;

    public NearIndex(Catalog catalog) {
        this.catalog = catalog;
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

    /** The levels after the last one the similarity index covers. */
    public long levelsOutsideIndex() {
        NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
        return catalog.read("counting levels not in the similarity index", () -> dao.countAfter(dao.indexedThrough()));
    }

    /**
     * Brings the similarity index up to the last level: each level not covered yet is packed
     * ({@link Packed}, into {@code level_packed}) when its grid fits, and keyed into
     * {@code level_band} when it does not. A row of packed levels, written last for each
     * batch, records how far the index goes, so an interrupted fill resumes after it.
     *
     * <p>Each batch is one transaction that takes the writers' turn first ({@link ImportTurns}:
     * on PostgreSQL the import lock) and only then reads how far the index goes: two processes
     * filling at once (two imports ending together, a {@code similar} beside an import) take
     * batches in turn, each after the other's, and never write the same run twice; and no import
     * is between writing levels and committing them, so the index never steps over a level that
     * becomes visible later. The packed runs not grouped yet are grouped ({@link PackedGroups#fill}:
     * those of a catalog from before migration V11; a run written after them is grouped as it is
     * written) and the listing beside the packed levels is brought up to date ({@link Listings#fill}).
     */
    public void fillIndex(IndexProgress progress) {
        fillIndex(progress, StreamedWindows.Held.NONE);
    }

    /**
     * {@link #fillIndex(IndexProgress)}, taking each run's windows from {@code held} (made as a
     * bulk load wrote its levels, {@link StreamedWindows}) when it holds every level of the run,
     * instead of reading their boards back: the same runs, byte for byte.
     */
    public void fillIndex(IndexProgress progress, StreamedWindows.Held held) {
        fillIndex(progress, held, StreamedListing.Held.NONE);
    }

    /**
     * {@link #fillIndex(IndexProgress, StreamedWindows.Held)}, listing each new run from
     * {@code listed} (kept as the import wrote its boards, {@link StreamedListing}) when it holds
     * every board of the run: the same listing, byte for byte.
     */
    public void fillIndex(IndexProgress progress, StreamedWindows.Held held, StreamedListing.Held listed) {
        // the runs of a catalog from before the groups first, so that the new runs are grouped as they are written
        PackedGroups.fill(catalog, progress);
        fillPacked(progress, held);
        PackedGroups.fill(catalog, progress);
        new Listings(catalog).fill(progress::report, listed);
    }

    /** The packed levels and band keys alone, up to the last level (the listing left as it is). */
    void fillPacked(IndexProgress progress) {
        fillPacked(progress, StreamedWindows.Held.NONE);
    }

    private void fillPacked(IndexProgress progress, StreamedWindows.Held held) {
        long total = levelsOutsideIndex();
        if (total == 0) {
            return;
        }
        NearDuplicateDao dao = catalog.dao(NearDuplicateDao.class);
        ImportTurns turns = new ImportTurns(catalog, (where, message) -> { });
        long done = 0;
        progress.report("similarity index", 0, total);
        while (true) {
            int added = catalog.work("storing the similarity index", () -> catalog.handle().inTransaction(h -> {
                turns.take("the similarity index");
                long through = dao.indexedThrough();
                Optional<PackedRun> streamed = held.size() == 0 ? Optional.empty()
                        : PackedRun.of(dao.idsAfter(through, BATCH), held);
                PackedRun run;
                if (streamed.isPresent()) {
                    run = streamed.get();
                    held.took();
                    dao.insertPacked(run.last(), run.levels(), run.bytes());
                } else {
                    List<NearDuplicateDao.LevelBoard> batch = dao.after(through, BATCH);
                    if (batch.isEmpty()) {
                        return 0;
                    }
                    run = new PackedRun(batch.get(batch.size() - 1).id(), batch.size(), store(dao, batch));
                }
                if (dao.groupedThrough() == through) {
                    // every run before is grouped: this one too, while it is at hand
                    PackedGroups.write(dao, run.last(), run.bytes());
                }
                return run.levels();
            }));
            if (added == 0) {
                return;
            }
            catalog.stepWritten();
            done += added;
            progress.report("similarity index", Math.min(done, total), Math.max(done, total));
        }
    }

    /** A run of packed levels: its last level, how many levels it covers, and the value stored. */
    private record PackedRun(long last, int levels, byte[] bytes) {
        /** The run of these levels (the next ones by row id) from the windows held, when every one is held and packed. */
        static Optional<PackedRun> of(long[] ids, StreamedWindows.Held held) {
            return held.run(ids).map(r -> new PackedRun(ids[ids.length - 1], ids.length, r.bytes()));
        }
    }

    /** Packs or keys {@code batch}; the packed run, which says how far the index goes, last. Returns the run. */
    private static byte[] store(NearDuplicateDao dao, List<NearDuplicateDao.LevelBoard> batch) {
        List<Grid> grids = batch.parallelStream().map(l -> Grid.of(board(l.board()))).toList();
        PackedLevels.Run packed = new PackedLevels.Run();
        List<Long> keyColumn = new ArrayList<>();
        List<Long> levelColumn = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            Optional<Packed.Window> p = Packed.windowOf(grids.get(i));
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
        if (!keyColumn.isEmpty()) {
            dao.insertBands(keyColumn, levelColumn);
        }
        byte[] run = packed.bytes();
        dao.insertPacked(batch.get(batch.size() - 1).id(), packed.size(), run);
        return run;
    }

    /** Every packed level of the index ({@link #fillIndex} first). */
    public PackedLevels packed() {
        PackedLevels all = new PackedLevels();
        catalog.work("reading the similarity index", () -> catalog.dao(NearDuplicateDao.class).packedAfter(0))
                .forEach(r -> all.read(r.packed()));
        return all;
    }

    /** A stored normalised board as a board: it parsed once, so it parses again. */
    static Board board(String normalized) {
        try {
            // identity writes every row the same width, each ending with a newline: read as a grid
            int width = normalized.indexOf('\n');
            int height = width > 0 ? normalized.length() / (width + 1) : 0;
            if (width > 0 && normalized.length() == (width + 1) * height) {
                char[] cells = new char[width * height];
                for (int y = 0; y < height; y++) {
                    normalized.getChars(y * (width + 1), y * (width + 1) + width, cells, y * width);
                }
                return Board.parse(width, height, cells);
            }
            return Board.parse(List.of(normalized.split("\n")));
        } catch (BoardException e) {
            throw new IllegalStateException("a stored level's board does not parse: " + e.getMessage(), e);
        }
    }
}
