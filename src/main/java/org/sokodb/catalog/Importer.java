package org.sokodb.catalog;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.sokodb.format.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.LevelStream;
import org.sokodb.format.Source;
import org.sokodb.format.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.identity.LevelIds;

/**
 * {@code sokodb import}: reads sources the way {@code id} does and stores every board.
 *
 * <ul>
 *   <li>One transaction per source: a source is stored whole or not at all.</li>
 *   <li>The SHA-256 of a source's bytes identifies it: the same bytes again, under any
 *       name, change nothing. Other bytes under a name already imported replace it.</li>
 *   <li>Boards go to the database in batches of {@link #DEFAULT_BATCH}: one query finds
 *       which Exact-Ids and Unique-Ids are known, one batch inserts the new levels, one
 *       the occurrences. A source is never held in memory as a whole.</li>
 *   <li>Two different normalised boards with the same Exact-Id (an MD5-prefix
 *       collision) are never merged: the later board is kept as an occurrence without a
 *       level, and reported.</li>
 * </ul>
 */
public final class Importer {
    /** Boards per round trip: large enough for JDBC batching to pay, small enough to stream. */
    public static final int DEFAULT_BATCH = 2000;
    /** H2 holds at most 1,000,000 characters in a VARCHAR; no text field needs nearly that. */
    static final int MAX_TEXT = 200_000;

    /** Receives what the import does, as it does it. Calls come from the importing thread. */
    public interface Listener {
        /** A source was dealt with (stored, skipped, or left out). */
        void source(SourceReport report);

        /** A rejected board or source: makes the run exit 1. */
        void problem(SourceLocation where, String reason);

        /** Something skipped on purpose. */
        void note(String where, String message);

        /** Reading {@code source} has reached {@code boards} boards. */
        default void progress(String source, int boards) {
        }
    }

    private final Catalog catalog;
    private final Function<LevelRecord, IdentifiedLevel> identify;
    private final int batchSize;

    public Importer(Catalog catalog) {
        this(catalog, new Identifier()::identify, DEFAULT_BATCH);
    }

    /**
     * @param identify turns a record into ids; tests pass a stub here (e.g. one that forces
     *     an Exact-Id collision)
     * @param batchSize boards per database round trip
     */
    public Importer(Catalog catalog, Function<LevelRecord, IdentifiedLevel> identify, int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be positive");
        }
        this.catalog = catalog;
        this.identify = identify;
        this.batchSize = batchSize;
    }

    /** Imports every source under {@code paths} (files, directories, zip archives, as {@code id} reads them). */
    public ImportTotals importPaths(List<String> paths, Listener listener) {
        return catalog.work("import", () -> {
            Run run = new Run(listener);
            LevelSources.read(paths, run);
            return run.totals;
        });
    }

    /** The handler for one run: one {@link SourceImport} at a time. */
    private final class Run implements LevelSources.Handler {
        private final Listener listener;
        private ImportTotals totals = ImportTotals.NONE;
        private SourceImport current;

        Run(Listener listener) {
            this.listener = listener;
        }

        @Override
        public void begin(Source source, LevelStream stream) {
            current = new SourceImport(source, stream, listener);
        }

        @Override
        public void level(LevelRecord record) {
            current.level(record);
        }

        @Override
        public void end(Source source, LevelStream stream, int boards, boolean complete) {
            SourceImport done = current;
            current = null;
            // No SourceImport: its bytes could not be read for hashing (the reading loop has
            // reported why), so nothing of it was stored.
            Optional<SourceReport> report = done == null
                    ? Optional.of(new SourceReport(source.name(), SourceReport.Outcome.NOT_IMPORTED, "",
                            ImportCounts.NONE))
                    : done.end(complete);
            if (report.isPresent()) {
                totals = totals.plus(report.get());
                listener.source(report.get());
            }
        }

        @Override
        public void problem(SourceLocation where, String reason) {
            listener.problem(where, reason);
        }

        @Override
        public void note(String where, String message) {
            listener.note(where, message);
        }
    }

    /** One source being imported, inside its own transaction. */
    private final class SourceImport {
        private final Source source;
        private final LevelStream stream;
        private final Listener listener;
        private final CollectionDao collections = catalog.dao(CollectionDao.class);
        private final LevelDao levels = catalog.dao(LevelDao.class);
        private final OccurrenceDao occurrences = catalog.dao(OccurrenceDao.class);
        private final DuplicateGroupDao groups = catalog.dao(DuplicateGroupDao.class);
        private final SolutionStore solutionStore = new SolutionStore(catalog);
        private final SolutionCarrier carrier = new SolutionCarrier(catalog);
        private final List<IdentifiedLevel> pending = new ArrayList<>();
        /** The name these bytes were imported under before; empty when they are new. */
        private final String alreadyAs;
        private boolean replaced;
        private long collectionId;
        private int boards;
        private int valid;
        private int newLevels;
        private int invalid;
        private int duplicates;
        private int collisions;
        private SolutionCounts solutions = SolutionCounts.NONE;

        SourceImport(Source source, LevelStream stream, Listener listener) {
            this.source = source;
            this.stream = stream;
            this.listener = listener;
            String sha256 = SourceHash.sha256(source);
            this.alreadyAs = collections.sourceWithSha256(sha256).orElse("");
            if (!alreadyAs.isEmpty()) {
                return;
            }
            catalog.handle().begin();
            try {
                Optional<Long> earlier = collections.idOfSource(source.name());
                if (earlier.isPresent()) {
                    remove(earlier.get());
                    replaced = true;
                }
                collectionId = collections.insert(source.name(), sha256, stream.format(), Instant.now());
            } catch (RuntimeException e) {
                rollback();
                throw e;
            }
        }

        private boolean skipping() {
            return !alreadyAs.isEmpty();
        }

        void level(LevelRecord record) {
            boards++;
            if (skipping()) {
                return;
            }
            pending.add(identify.apply(record));
            if (pending.size() >= batchSize) {
                flush();
                listener.progress(source.name(), boards);
            }
        }

        Optional<SourceReport> end(boolean complete) {
            if (skipping()) {
                return Optional.of(new SourceReport(source.name(), SourceReport.Outcome.ALREADY_IMPORTED, alreadyAs,
                        ImportCounts.NONE));
            }
            if (!complete) {
                rollback();
                return Optional.of(new SourceReport(source.name(), SourceReport.Outcome.NOT_IMPORTED, "",
                        ImportCounts.NONE));
            }
            if (boards == 0) {
                // Not a level file after all; the reading loop says so. Keep no trace of it.
                rollback();
                return Optional.empty();
            }
            try {
                flush();
                ImportCounts counts = new ImportCounts(boards, valid, newLevels, invalid, duplicates, collisions,
                        solutions);
                collections.finish(collectionId, clamp(stream.fileNotes()), counts);
                catalog.handle().commit();
                listener.progress(source.name(), boards);
                return Optional.of(new SourceReport(source.name(),
                        replaced ? SourceReport.Outcome.REPLACED : SourceReport.Outcome.IMPORTED, "", counts));
            } catch (RuntimeException e) {
                rollback();
                throw e;
            }
        }

        /** Takes an earlier version of this source out, with the levels only it had. */
        private void remove(long oldCollection) {
            List<Long> itsLevels = occurrences.levelsOf(oldCollection);
            String[] itsGroups = groups.uniqueIdsOf(oldCollection).toArray(new String[0]);
            occurrences.deleteOf(oldCollection);
            collections.delete(oldCollection);
            if (!itsLevels.isEmpty()) {
                catalog.dao(SolutionDao.class).deleteCarriedOfUnused(itsLevels);
                levels.deleteIfUnused(itsLevels);
            }
            if (itsGroups.length > 0) {
                groups.forget(itsGroups);
                groups.recount(itsGroups);
            }
        }

        private void rollback() {
            if (catalog.handle().isInTransaction()) {
                catalog.handle().rollback();
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
            if (pending.isEmpty()) {
                return;
            }
            Set<String> uniqueIds = new LinkedHashSet<>();
            for (IdentifiedLevel l : pending) {
                if (l instanceof IdentifiedLevel.Valid v) {
                    uniqueIds.add(v.ids().uniqueId());
                }
            }
            Map<String, LevelDao.Known> known = new HashMap<>();
            Set<String> seenUnique = new HashSet<>();
            List<VerifiedSolution> verified = new ArrayList<>();
            Set<String> carryIn = new LinkedHashSet<>();
            int refused = 0;
            Set<String> grownGroups = new LinkedHashSet<>();
            if (!uniqueIds.isEmpty()) {
                for (LevelDao.Known k : levels.withUniqueIds(uniqueIds.toArray(new String[0]))) {
                    known.put(k.exactId(), k);
                    seenUnique.add(k.uniqueId());
                }
            }

            // Decide, board by board, in file order; new levels get their row ids after one batch insert.
            List<LevelDao.New> toInsert = new ArrayList<>();
            Map<String, String> boardOfNew = new HashMap<>();
            List<Planned> planned = new ArrayList<>(pending.size());
            for (IdentifiedLevel l : pending) {
                if (l instanceof IdentifiedLevel.Invalid bad) {
                    invalid++;
                    listener.problem(new SourceLocation(bad.record().source(), bad.line(), bad.record().index()),
                            bad.reason());
                    planned.add(new Planned(bad.record(), "", bad.reason()));
                    continue;
                }
                IdentifiedLevel.Valid v = (IdentifiedLevel.Valid) l;
                LevelIds ids = v.ids();
                String storedBoard = known.containsKey(ids.exactId()) ? known.get(ids.exactId()).board()
                        : boardOfNew.get(ids.exactId());
                if (storedBoard != null && !storedBoard.equals(ids.normalized())) {
                    collisions++;
                    invalid++;
                    String reason = "Exact-Id collision: " + ids.exactId()
                            + " already belongs to a different board; not merged";
                    listener.problem(v.record().location(), reason);
                    planned.add(new Planned(v.record(), "", reason));
                    continue;
                }
                if (storedBoard == null) {
                    newLevels++;
                    boardOfNew.put(ids.exactId(), ids.normalized());
                    toInsert.add(newLevel(v));
                }
                valid++;
                if (!seenUnique.add(ids.uniqueId())) {
                    duplicates++;
                    grownGroups.add(ids.uniqueId());
                    if (storedBoard == null) {
                        // a new level with duplicates: it may receive their solutions
                        carryIn.add(ids.uniqueId());
                    }
                }
                planned.add(new Planned(v.record(), ids.exactId(), ""));
                if (!v.record().solutions().isEmpty()) {
                    BlockSolutions.Checked checked = BlockSolutions.check(v, listener);
                    verified.addAll(checked.valid());
                    refused += checked.refused();
                }
            }

            Map<String, Long> levelIds = new HashMap<>();
            known.forEach((exact, k) -> levelIds.put(exact, k.id()));
            if (!toInsert.isEmpty()) {
                long[] ids = levels.insert(toInsert);
                for (int i = 0; i < ids.length; i++) {
                    levelIds.put(toInsert.get(i).exactId(), ids[i]);
                }
            }
            List<OccurrenceDao.New> rows = new ArrayList<>(planned.size());
            for (Planned p : planned) {
                LevelRecord r = p.record();
                Optional<Long> levelId = p.exactId().isEmpty() ? Optional.empty()
                        : Optional.of(levelIds.get(p.exactId()));
                Optional<String> reason = p.reason().isEmpty() ? Optional.empty() : Optional.of(clamp(p.reason()));
                rows.add(new OccurrenceDao.New(collectionId, r.index(), r.line(), levelId, reason, clamp(r.title()),
                        clamp(r.author()), clamp(r.notes()), clamp(r.boardText())));
            }
            occurrences.insert(rows);
            SolutionStore.Outcome stored = solutionStore.store(verified, levelIds);
            carryIn.addAll(stored.uniqueIds());
            int carried = carrier.carryWithin(carryIn);
            solutions = solutions.plus(new SolutionCounts(stored.stored(), stored.alreadyKnown(), refused, carried));
            if (!grownGroups.isEmpty()) {
                String[] grown = grownGroups.toArray(new String[0]);
                groups.forget(grown);
                groups.recount(grown);
            }
            pending.clear();
        }
    }

    /** One board's fate within a batch: a level (by Exact-Id) or a reason why not. */
    private record Planned(LevelRecord record, String exactId, String reason) {
    }

    private static LevelDao.New newLevel(IdentifiedLevel.Valid v) {
        LevelIds ids = v.ids();
        String board = ids.normalized();
        int width = board.indexOf('\n');
        int height = board.length() / (width + 1);
        int boxes = 0;
        for (int i = 0; i < board.length(); i++) {
            char c = board.charAt(i);
            if (c == '$' || c == '*') {
                boxes++;
            }
        }
        return new LevelDao.New(ids.exactId(), ids.uniqueId(), ids.canonical().name(), board, width, height, boxes,
                v.board().playabilityProblem());
    }

    static String clamp(String text) {
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + " … (cut: longer than "
                + MAX_TEXT + " characters)";
    }
}
