package org.sokodb.catalog.imports;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.duplicates.DuplicateGroupDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.near.listing.ListingDao;
import org.sokodb.catalog.solutions.BlockSolutions;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.solutions.SolutionDao;
import org.sokodb.catalog.solutions.SolutionStore;
import org.sokodb.catalog.solutions.StoredText;
import org.sokodb.catalog.sources.BoardCounts;
import org.sokodb.catalog.sources.CollectionDao;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.tables.LongMap;

/**
 * One source being imported, stored whole or not at all: inside its own savepoint of the
 * run's transaction ({@link ImportTransaction}).
 * Its writing begins when the first batch is ready (after the import lock, on PostgreSQL);
 * until then nothing is written and nothing held. It spans the reading of the source, batch
 * after batch, as the identified boards arrive, so it is begun and ended here rather than
 * inside one {@code inTransaction} callback. What the catalog knows of each batch comes from
 * {@link BulkLoad}: a query per batch, or memory during a bulk load.
 */
final class SourceImport {
    private final Catalog catalog;
    private final int batchSize;
    private final Source source;
    private final LevelStream stream;
    private final ImportListener listener;
    private final ImportTurns turns;
    private final ReportedBoards reported;
    private final ImportTransaction transaction;
    private final BulkLoad known;
    private final CollectionDao collections;
    private final LevelDao levels;
    private final OccurrenceDao occurrences;
    private final DuplicateGroupDao groups;
    private final BoardWriter writer;
    /** The catalog's sources: asked, or in memory during a PostgreSQL bulk load. */
    private final KnownSources sources;
    private final SolutionStore solutionStore;
    private final SearchTextSpans texts;
    private final List<IdentifiedLevel> pending = new ArrayList<>();
    /** Checks the solution blocks under the boards, and sums up what repeats for the whole source. */
    private final BlockSolutions blocks;
    private final String sha256;
    /** The name these bytes were imported under before; empty when they are new. */
    private String alreadyAs;
    /** Set when this attempt's transaction lost a race: the rest of the source is then only counted. */
    private LostRace lostRace;
    private boolean started;
    private boolean replaced;
    /** The name the replaced source was stored under when it was another spelling of this one's file; empty otherwise. */
    private String replacedAs = "";
    private long collectionId;
    /** Levels stored with an author field, for the source's {@code with_author} (credits reads those sources). */
    private int withAuthor;
    private int boards;
    /** What the batches decided (their board counts aside: {@link #boards} counts every board read). */
    private BoardCounts decided = BoardCounts.NONE;
    private SolutionCounts solutions = SolutionCounts.NONE;
    /** The Unique-Ids (as keys) of the duplicate groups this source's earlier batches grew. */
    private final LongMap grewBefore = new LongMap(16);

    SourceImport(Catalog catalog, int batchSize, Source source, LevelStream stream, ImportListener listener,
            ImportTurns turns, ReportedBoards reported, TrailingSteps trailing, ImportTransaction transaction,
            BulkLoad known, KnownSources sources, BoardWriter writer) {
        this.blocks = new BlockSolutions(trailing);
        this.catalog = catalog;
        this.batchSize = batchSize;
        this.source = source;
        this.stream = stream;
        this.listener = reported.filter(listener);
        this.turns = turns;
        this.reported = reported;
        this.transaction = transaction;
        this.known = known;
        this.collections = catalog.dao(CollectionDao.class);
        this.levels = catalog.dao(LevelDao.class);
        this.occurrences = catalog.dao(OccurrenceDao.class);
        this.groups = catalog.dao(DuplicateGroupDao.class);
        this.writer = writer;
        this.sources = sources;
        this.solutionStore = new SolutionStore(catalog);
        this.texts = new SearchTextSpans(catalog);
        this.sha256 = SourceHash.sha256(source);
        this.alreadyAs = sources.withSha256(sha256).orElse("");
    }

    static SourceReport notImported(Source source) {
        return new SourceReport(source.name(), SourceReport.Outcome.NOT_IMPORTED, "", BoardCounts.NONE);
    }

    ReportedBoards reported() {
        return reported;
    }

    private boolean skipping() {
        return !alreadyAs.isEmpty() || lostRace != null;
    }

    /**
     * Counts a board of a source whose bytes are in the catalog already, and says so: such
     * boards are not even identified. False for a board to identify and pass to {@link #level}.
     */
    boolean skippedAsImported() {
        if (alreadyAs.isEmpty()) {
            return false;
        }
        boards++;
        return true;
    }

    void level(IdentifiedLevel level) {
        boards++;
        if (skipping()) {
            return;
        }
        pending.add(level);
        if (pending.size() >= batchSize) {
            racing(this::flush);
            listener.progress(source.name(), boards);
        }
    }

    /**
     * Ends the source: commits it when {@code complete}, else leaves no trace of it.
     *
     * @return its report; empty when it held no board after all (not a level file)
     * @throws LostRace when this attempt lost a race and the source must be imported again
     */
    Optional<SourceReport> end(boolean complete) {
        if (!complete) {
            rollback();
            return Optional.of(notImported(source));
        }
        if (boards == 0) {
            // Not a level file after all; the reading loop says so. Keep no trace of it.
            rollback();
            return Optional.empty();
        }
        if (lostRace == null && alreadyAs.isEmpty()) {
            racing(this::commit);
        }
        if (lostRace != null) {
            throw lostRace;
        }
        blocks.summarize(listener);
        if (!alreadyAs.isEmpty()) {
            return Optional.of(new SourceReport(source.name(), SourceReport.Outcome.ALREADY_IMPORTED, alreadyAs,
                    BoardCounts.NONE));
        }
        return Optional.of(new SourceReport(source.name(),
                replaced ? SourceReport.Outcome.REPLACED : SourceReport.Outcome.IMPORTED, replacedAs, counts()));
    }

    private BoardCounts counts() {
        return new BoardCounts(boards, decided.levels(), decided.newLevels(), decided.invalid(),
                decided.duplicates(), decided.collisions(), solutions);
    }

    private void commit() {
        flush();
        if (!alreadyAs.isEmpty()) {
            return;
        }
        long id = collectionId;
        String notes = StoredText.clamp(stream.fileNotes());
        BoardCounts counts = counts();
        int authored = withAuthor;
        transaction.writer().run(source.name(), () -> collections.finish(id, notes, counts, authored));
        transaction.endSource(source.name());
        listener.progress(source.name(), boards);
    }

    /**
     * Runs a step that writes; a lost race rolls the transaction back and is remembered
     * for {@link #end}, any other failure rolls back and propagates.
     */
    private void racing(Runnable step) {
        try {
            step.run();
        } catch (RuntimeException e) {
            rollback();
            // a failure on the writer's thread is its source's, not a race of this one
            Optional<String> why = e instanceof ConnectionWriter.Failed ? Optional.empty() : LostRace.of(e);
            if (why.isEmpty()) {
                throw e;
            }
            lostRace = new LostRace(why.get(), e);
            pending.clear();
        }
    }

    /**
     * Begins the transaction: waits for this catalog's import turn, then looks again at
     * what the catalog holds, since another import may have stored these bytes or this
     * name while this one was reading.
     */
    private void start() {
        started = true;
        transaction.beginSource(source.name());
        if (!sources.inMemory()) {
            // in memory during a bulk load, which holds the import lock for its whole span
            turns.take(source.name());
        }
        Optional<String> storedAs = sources.withSha256(sha256);
        if (storedAs.isPresent()) {
            alreadyAs = storedAs.get();
            pending.clear();
            rollback();
            return;
        }
        String name = StoredText.storable(source.name());
        Optional<Long> earlier = sources.idOf(name);
        if (earlier.isEmpty()) {
            Optional<String> spelledOtherwise = sources.sameFileAs(name);
            if (spelledOtherwise.isPresent()) {
                earlier = sources.idOf(spelledOtherwise.get());
                replacedAs = spelledOtherwise.get();
            }
        }
        if (earlier.isPresent()) {
            transaction.writer().drain();
            remove(earlier.get());
            sources.removed(replacedAs.isEmpty() ? name : replacedAs);
            replaced = true;
        }
        collectionId = sources.insert(transaction.writer(), StoredText.storable(source.name()), sha256,
                stream.format(), Instant.now());
    }

    /**
     * Takes an earlier version of this source out, with the levels only it had. A board of
     * another source whose Unique-Id this one had first is now the first of it, no longer a
     * duplicate: its source counts one fewer, as {@code dups} shows it. During a bulk load,
     * whose Unique-Id index is off, those boards are found at its end ({@link BulkLoad#nowFirst}).
     */
    private void remove(long oldCollection) {
        List<Long> itsLevels = occurrences.levelsOf(oldCollection);
        String[] itsGroups = groups.uniqueIdsOf(oldCollection).toArray(new String[0]);
        if (known.active() && itsGroups.length > 0) {
            known.replacing(oldCollection);
        }
        String[] led = known.active() || itsGroups.length == 0 ? new String[0]
                : groups.ledBy(itsGroups, oldCollection).toArray(new String[0]);
        List<LevelDao.Known> before = known.active() && !itsLevels.isEmpty()
                ? levels.withIds(itsLevels.toArray(new Long[0])) : List.of();
        if (!itsLevels.isEmpty()) {
            catalog.dao(ListingDao.class).forgetListedBoardsOf(oldCollection);
        }
        occurrences.deleteOf(oldCollection);
        collections.delete(oldCollection);
        if (led.length > 0) {
            collections.oneDuplicateFewer(groups.firstBoardsIn(led));
        }
        if (!itsLevels.isEmpty()) {
            catalog.dao(SolutionDao.class).deleteCarriedOfUnused(itsLevels);
            levels.deleteIfUnused(itsLevels);
        }
        known.removed(before);
        if (itsGroups.length > 0) {
            groups.forget(itsGroups);
            known.lost(new LinkedHashSet<>(List.of(itsGroups)));
        }
    }

    void rollback() {
        transaction.rollbackSource();
        if (sources.inMemory() && transaction.writer().active()) {
            sources.remember(); // what the savepoint took back: a new row, an earlier version's
        }
    }

    /**
     * Stores the pending boards: one query and two batches whatever their number, and a
     * recount of the duplicate groups the batch added boards to. Solution blocks under the
     * boards are replayed, and the valid ones stored in one more batch; then solutions are
     * carried within the Unique-Id groups that got a new solution or a new level. A batch
     * without solution blocks and without duplicates costs nothing more than before.
     */
    private void flush() {
        if (!started) {
            start();
        }
        if (pending.isEmpty()) {
            return;
        }
        BulkLoad.Known batchKnown = known.known(pending, transaction.writer()::drain);
        BatchPlan plan = BatchPlan.decide(pending, batchKnown.levels(), batchKnown.uniqueIds(), listener,
                reported::planned, blocks);
        decided = decided.plus(plan.counts());

        // each level's row id by its Exact-Id, the number it spells
        LongMap levelIds = new LongMap(batchKnown.levels().size() + plan.newLevels().size());
        batchKnown.levels().forEach(k -> levelIds.put(HexIds.keyOf(k.exactId()), k.id()));
        if (!plan.newLevels().isEmpty()) {
            long[] ids = writer.insertLevels(source.name(), plan.newLevels());
            known.added(plan.newLevels(), ids);
            for (int i = 0; i < ids.length; i++) {
                levelIds.put(plan.newLevels().get(i).exactKey(), ids[i]);
            }
        }
        List<OccurrenceDao.New> rows = new ArrayList<>(plan.planned().size());
        for (BatchPlan.Planned p : plan.planned()) {
            LevelRecord r = p.record();
            long levelId = p.hasLevel() ? levelIds.getOrDefault(p.exactKey(), -1) : OccurrenceDao.New.NO_LEVEL;
            Optional<String> reason = p.reason().isEmpty() ? Optional.empty()
                    : Optional.of(StoredText.clamp(p.reason()));
            if (p.hasLevel() && !r.author().isEmpty()) {
                withAuthor++;
            }
            rows.add(new OccurrenceDao.New(collectionId, r.index(), r.line(), levelId, reason,
                    StoredText.clamp(r.title()), StoredText.clamp(r.author()), StoredText.clamp(r.notes()),
                    StoredText.clamp(r.boardText())));
        }
        writer.insertOccurrences(source.name(), rows);
        transaction.writer().run(source.name(), () -> texts.written(rows));
        if (!plan.solutions().isEmpty()) {
            transaction.writer().drain();
        }
        Map<String, Long> solvedLevels = new HashMap<>();
        plan.solutions().forEach(s -> solvedLevels.put(s.exactId(), levelIds.getOrDefault(HexIds.keyOf(s.exactId()), -1)));
        SolutionStore.Outcome stored = solutionStore.store(plan.solutions(), solvedLevels);
        Set<String> carryIn = new LinkedHashSet<>(plan.carryIn());
        carryIn.addAll(stored.uniqueIds());
        int carried = known.carry(carryIn);
        solutions = solutions.plus(new SolutionCounts(stored.stored(), stored.alreadyKnown(),
                plan.counts().solutions().invalid(), carried));
        List<DuplicateGroupDao.Growth> growth = new ArrayList<>(plan.grownGroups().size());
        // a group this source grew in an earlier batch counts it among its sources already; one it had
        // a board of without growing it had that one board alone, and no row to add to
        plan.grownGroups().forEach((u, added) -> growth.add(new DuplicateGroupDao.Growth(u, added,
                grewBefore.addKey(HexIds.keyOf(u)) ? 0 : 1)));
        known.grown(growth);
        pending.clear();
    }
}
