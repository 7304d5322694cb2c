package org.sokodb.catalog;

import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.format.LevelFiles;
import org.sokodb.format.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.LevelStream;
import org.sokodb.format.Source;
import org.sokodb.format.SourceException;
import org.sokodb.format.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.identity.LevelIds;
import org.sokodb.identity.ParallelIdentifier;
import org.sokodb.similar.NearIdentity;
import org.sokodb.similar.NearIds;

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
 *   <li>Several processes may import into one PostgreSQL catalog at once. They take turns
 *       per source: a source's transaction begins by taking the catalog's import lock
 *       ({@link PostgresDao#lockImports}), held until it commits, before it reads what the
 *       catalog knows. So every source is decided against everything committed before it,
 *       exactly as in one import of everything, and the {@code duplicate_group} summary
 *       stays exact. Reading and identifying the first batch of boards happens before the
 *       turn comes, in parallel with the others; a source of one batch (most) is ready to
 *       be written when its turn comes.</li>
 *   <li>A transaction that loses a race anyway (a deadlock, a serialization failure, a
 *       unique key another transaction took first: SQLSTATE 40P01, 40001, 23505) is rolled
 *       back and its source imported again from the start, at most {@link #MAX_ATTEMPTS}
 *       times, saying so on stderr. A source that loses every time is reported, not
 *       imported, and the import goes on.</li>
 * </ul>
 */
public final class Importer {
    /** Boards per round trip: large enough for JDBC batching to pay, small enough to stream. */
    public static final int DEFAULT_BATCH = 2000;
    /** H2 holds at most 1,000,000 characters in a VARCHAR; no text field needs nearly that. */
    static final int MAX_TEXT = 200_000;
    /** Tries per source when transactions lose races (see the class comment). */
    static final int MAX_ATTEMPTS = 5;

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
    private final Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers;
    private final int threads;
    private final int batchSize;

    /** Identifies on every core while the reading and the writing go on. */
    public Importer(Catalog catalog) {
        this(catalog, () -> new Identifier()::identify, ParallelIdentifier.defaultThreads(), DEFAULT_BATCH);
    }

    /**
     * Identifies with {@code identify}, on the importing thread only (so it need not be
     * thread-safe).
     *
     * @param identify turns a record into ids; tests pass a stub here (e.g. one that forces
     *     an Exact-Id collision)
     * @param batchSize boards per database round trip
     */
    public Importer(Catalog catalog, Function<LevelRecord, IdentifiedLevel> identify, int batchSize) {
        this(catalog, () -> identify, 1, batchSize);
    }

    private Importer(Catalog catalog, Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers, int threads,
            int batchSize) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be positive");
        }
        this.catalog = catalog;
        this.identifiers = identifiers;
        this.threads = threads;
        this.batchSize = batchSize;
    }

    /** Imports every source under {@code paths} (files, directories, zip archives, as {@code id} reads them). */
    public ImportTotals importPaths(List<String> paths, Listener listener) {
        return catalog.work("import", () -> {
            try (Run run = new Run(listener)) {
                run.read(paths);
                return run.totals;
            }
        });
    }

    /**
     * The handler for one run. Reading runs ahead of writing: records go to the identity
     * workers, and everything that writes (a source's levels, its end, the problems found
     * while reading it) reaches the catalog in input order, through the identifier, on this
     * thread. So one {@link SourceImport} writes at a time while the next sources are read.
     */
    private final class Run implements LevelSources.Handler, AutoCloseable {
        private final Listener listener;
        private final ImportTurns turns;
        private final ParallelIdentifier identifier;
        private final PlannerStatistics statistics = new PlannerStatistics(catalog);
        private ImportTotals totals = ImportTotals.NONE;
        /** The source being read. */
        private SourceImport reading;
        /** The source whose levels are being written. */
        private SourceImport writing;

        Run(Listener listener) {
            this.listener = listener;
            this.turns = new ImportTurns(catalog, listener::note);
            this.identifier = new ParallelIdentifier(threads, identifiers, level -> writing.level(level));
        }

        void read(List<String> paths) {
            try {
                LevelSources.read(paths, this);
                identifier.flush();
            } catch (RuntimeException e) {
                // whatever failed, the source being written is not kept half-written
                if (writing != null) {
                    writing.rollback();
                }
                throw e;
            }
        }

        @Override
        public void close() {
            identifier.close();
        }

        @Override
        public void begin(Source source, LevelStream stream) {
            SourceImport next = new SourceImport(source, stream, listener, turns, new Reported());
            reading = next;
            identifier.then(() -> writing = next);
        }

        @Override
        public void level(LevelRecord record) {
            if (!reading.skippedAsImported()) {
                identifier.add(record);
            }
        }

        @Override
        public void end(Source source, LevelStream stream, int boards, boolean complete) {
            SourceImport done = reading;
            reading = null;
            identifier.then(() -> {
                writing = null;
                finish(source, done, complete);
            });
        }

        private void finish(Source source, SourceImport done, boolean complete) {
            // No SourceImport: its bytes could not be read for hashing (the reading loop has
            // reported why), so nothing of it was stored.
            Optional<SourceReport> report;
            if (done == null) {
                report = Optional.of(notImported(source));
            } else {
                try {
                    report = done.end(complete);
                } catch (LostRace lost) {
                    report = again(source, lost, done.reported);
                }
            }
            if (report.isPresent()) {
                totals = totals.plus(report.get());
                listener.source(report.get());
                statistics.wrote(report.get().counts().boards());
            }
        }

        // in line with the boards read before them, so problems are told in input order

        @Override
        public void problem(SourceLocation where, String reason) {
            identifier.then(() -> listener.problem(where, reason));
        }

        @Override
        public void note(String where, String message) {
            identifier.then(() -> listener.note(where, message));
        }

        /**
         * Imports a source again, from its first byte, after its transaction lost a race; up
         * to {@link #MAX_ATTEMPTS} tries in all, each after a short random pause so that the
         * contenders do not meet again at once.
         */
        private Optional<SourceReport> again(Source source, LostRace lost, Reported reported) {
            for (int attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
                listener.note(source.name(), "lost a race with another import (" + lost.getMessage()
                        + "); importing it again, attempt " + attempt + " of " + MAX_ATTEMPTS);
                pause(attempt);
                reported.nextAttempt();
                Function<LevelRecord, IdentifiedLevel> identify = identifiers.get();
                try (LevelStream stream = LevelFiles.open(source)) {
                    SourceImport retry = new SourceImport(source, stream, listener, turns, reported);
                    while (stream.hasNext()) {
                        LevelRecord record = stream.next();
                        if (!retry.skippedAsImported()) {
                            retry.level(identify.apply(record));
                        }
                    }
                    return retry.end(true);
                } catch (LostRace again) {
                    lost = again;
                } catch (SourceException e) {
                    listener.problem(e.location(), e.reason());
                    return Optional.of(notImported(source));
                }
            }
            listener.problem(new SourceLocation(source.name(), 0, 0), "not imported: lost a race with another import "
                    + MAX_ATTEMPTS + " times (" + lost.getMessage() + "); import it again");
            return Optional.of(notImported(source));
        }
    }

    private static SourceReport notImported(Source source) {
        return new SourceReport(source.name(), SourceReport.Outcome.NOT_IMPORTED, "", ImportCounts.NONE);
    }

    private static void pause(int attempt) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(50, 250) * attempt);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Which boards of a source have had their problems reported (a rejected board, a
     * collision, a refused solution), so that importing the source again after a lost race
     * does not repeat them: every board up to the last one an earlier attempt planned.
     */
    private static final class Reported {
        /** Boards up to this index were planned, and their problems reported, by earlier attempts. */
        private int before;
        /** ... and up to this one by the current attempt. */
        private int through;

        void planned(int index) {
            through = Math.max(through, index);
        }

        void nextAttempt() {
            before = Math.max(before, through);
        }

        /** {@code listener}, leaving out problems with boards an earlier attempt reported. */
        Listener filter(Listener listener) {
            return new Listener() {
                @Override
                public void source(SourceReport report) {
                    listener.source(report);
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                    if (where.level() > before) {
                        listener.problem(where, reason);
                    }
                }

                @Override
                public void note(String where, String message) {
                    listener.note(where, message);
                }

                @Override
                public void progress(String source, int boards) {
                    listener.progress(source, boards);
                }
            };
        }
    }

    /** A transaction that lost a race with another one; its source is imported again. */
    private static final class LostRace extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LostRace(String why, Throwable cause) {
            super(why, cause, false, false);
        }
    }

    /**
     * The race {@code e} says this transaction lost, or empty when {@code e} is a failure of
     * another kind: a deadlock, a serialization failure, a unique key taken by a transaction
     * that committed first.
     */
    static Optional<String> lostRace(Throwable e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof SQLException sql && sql.getSQLState() != null) {
                switch (sql.getSQLState()) {
                    case "40P01":
                        return Optional.of("deadlock detected, SQLSTATE 40P01");
                    case "40001":
                        return Optional.of("serialization failure, SQLSTATE 40001");
                    case "23505":
                        return Optional.of("a unique key was taken first, SQLSTATE 23505");
                    default:
                        break;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * One source being imported, inside its own transaction. The transaction begins when the
     * first batch is ready (after the import lock, on PostgreSQL); until then nothing is
     * written and nothing held.
     */
    private final class SourceImport {
        private final Source source;
        private final LevelStream stream;
        private final Listener listener;
        private final ImportTurns turns;
        private final Reported reported;
        private final CollectionDao collections = catalog.dao(CollectionDao.class);
        private final LevelDao levels = catalog.dao(LevelDao.class);
        private final OccurrenceDao occurrences = catalog.dao(OccurrenceDao.class);
        private final DuplicateGroupDao groups = catalog.dao(DuplicateGroupDao.class);
        private final BoardWriter writer = BoardWriter.of(catalog);
        private final NearIdentity near = new NearIdentity();
        private final SolutionStore solutionStore = new SolutionStore(catalog);
        private final SolutionCarrier carrier = new SolutionCarrier(catalog);
        private final List<IdentifiedLevel> pending = new ArrayList<>();
        private final String sha256;
        /** The name these bytes were imported under before; empty when they are new. */
        private String alreadyAs;
        /** Set when this attempt's transaction lost a race: the rest of the source is then only counted. */
        private LostRace lostRace;
        private boolean started;
        private boolean replaced;
        private long collectionId;
        private int boards;
        private int valid;
        private int newLevels;
        private int invalid;
        private int duplicates;
        private int collisions;
        private SolutionCounts solutions = SolutionCounts.NONE;

        SourceImport(Source source, LevelStream stream, Listener listener, ImportTurns turns, Reported reported) {
            this.source = source;
            this.stream = stream;
            this.listener = reported.filter(listener);
            this.turns = turns;
            this.reported = reported;
            this.sha256 = SourceHash.sha256(source);
            this.alreadyAs = collections.sourceWithSha256(sha256).orElse("");
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
            if (!alreadyAs.isEmpty()) {
                return Optional.of(new SourceReport(source.name(), SourceReport.Outcome.ALREADY_IMPORTED, alreadyAs,
                        ImportCounts.NONE));
            }
            ImportCounts counts = new ImportCounts(boards, valid, newLevels, invalid, duplicates, collisions,
                    solutions);
            return Optional.of(new SourceReport(source.name(),
                    replaced ? SourceReport.Outcome.REPLACED : SourceReport.Outcome.IMPORTED, "", counts));
        }

        private void commit() {
            flush();
            if (!alreadyAs.isEmpty()) {
                return;
            }
            ImportCounts counts = new ImportCounts(boards, valid, newLevels, invalid, duplicates, collisions,
                    solutions);
            collections.finish(collectionId, clamp(stream.fileNotes()), counts);
            catalog.handle().commit();
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
                Optional<String> why = lostRace(e);
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
            catalog.handle().begin();
            turns.take(source.name());
            Optional<String> storedAs = collections.sourceWithSha256(sha256);
            if (storedAs.isPresent()) {
                alreadyAs = storedAs.get();
                pending.clear();
                rollback();
                return;
            }
            Optional<Long> earlier = collections.idOfSource(storable(source.name()));
            if (earlier.isPresent()) {
                remove(earlier.get());
                replaced = true;
            }
            collectionId = collections.insert(storable(source.name()), sha256, stream.format(), Instant.now());
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

        void rollback() {
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
            if (!started) {
                start();
            }
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
                    reported.planned(bad.record().index());
                    listener.problem(new SourceLocation(bad.record().source(), bad.line(), bad.record().index()),
                            bad.reason());
                    planned.add(new Planned(bad.record(), "", bad.reason()));
                    continue;
                }
                IdentifiedLevel.Valid v = (IdentifiedLevel.Valid) l;
                reported.planned(v.record().index());
                LevelIds ids = v.ids();
                String storedBoard = known.containsKey(ids.exactId()) ? known.get(ids.exactId()).board()
                        : boardOfNew.get(ids.exactId());
                if (storedBoard != null && !storedBoard.equals(ids.normalized())) {
                    collisions++;
                    invalid++;
                    String reason = "Exact-Id collision: " + ids.exactId()
                            + " already belongs to a different board; not merged";
                    reported.planned(v.record().index());
                    listener.problem(v.record().location(), reason);
                    planned.add(new Planned(v.record(), "", reason));
                    continue;
                }
                if (storedBoard == null) {
                    newLevels++;
                    boardOfNew.put(ids.exactId(), ids.normalized());
                    toInsert.add(newLevel(v, near.of(v.board())));
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
                long[] ids = writer.insertLevels(toInsert);
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
            writer.insertOccurrences(rows);
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

    private static LevelDao.New newLevel(IdentifiedLevel.Valid v, NearIds near) {
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
                v.board().playabilityProblem(), near.normalizedId(), near.wallsId());
    }

    static String clamp(String text) {
        String s = storable(text);
        return s.length() <= MAX_TEXT ? s : s.substring(0, MAX_TEXT) + " … (cut: longer than "
                + MAX_TEXT + " characters)";
    }

    /**
     * {@code text} as both engines can store it: PostgreSQL refuses the NUL character in
     * text, so a NUL (which a damaged file may hold in a note) becomes U+FFFD on both.
     */
    static String storable(String text) {
        return text.indexOf('\0') < 0 ? text : text.replace('\0', '\uFFFD');
    }
}
