package org.sokodb.catalog.imports;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.imports.bulk.BulkThreshold;
import org.sokodb.catalog.imports.bulk.PostgresForeignKeys;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.sources.BoardCounts;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.identity.ParallelIdentifier;
import org.sokodb.near.NearIdentity;
import org.sokodb.replay.TrailingSteps;

/**
 * {@code sokodb import}: reads sources the way {@code id} does and stores every board.
 *
 * <ul>
 *   <li>A source is stored whole or not at all: its own savepoint in a transaction that
 *       several sources share ({@link ImportTransaction}).</li>
 *   <li>A source is said imported ({@link ImportListener#source}) only once it is on the disk: the
 *       run commits durably about once a second and then says every source that commit
 *       covers. What it has said, a kill or a power loss cannot take back.</li>
 *   <li>A large import takes the two random-key indexes of {@code level} off, decides from
 *       memory, and builds them again at the end ({@link BulkLoad}; on PostgreSQL holding the
 *       import lock meanwhile); one into PostgreSQL also takes the foreign keys of
 *       {@code occurrence} off ({@link PostgresForeignKeys}).</li>
 *   <li>The SHA-256 of a source's bytes identifies it: the same bytes again, under any
 *       name, change nothing. Other bytes under a name already imported replace it.</li>
 *   <li>Boards go to the database in batches of {@link #DEFAULT_BATCH}: one query finds
 *       which Exact-Ids and Unique-Ids are known, one batch inserts the new levels, one
 *       the occurrences. A source is never held in memory as a whole.</li>
 *   <li>Two different normalised boards with the same Exact-Id (an MD5-prefix
 *       collision) are never merged: the later board is kept as an occurrence without a
 *       level, and reported.</li>
 *   <li>Several processes may import into one PostgreSQL catalog at once. They take turns
 *       per transaction: each source begins by taking the catalog's import lock
 *       ({@link PostgresDao#lockImports}), held until its transaction commits, before it reads what the
 *       catalog knows. So every source is decided against everything committed before it,
 *       exactly as in one import of everything, and the {@code duplicate_group} summary
 *       stays exact. Reading and identifying the first batch of boards happens before the
 *       turn comes, in parallel with the others; a source of one batch (most) is ready to
 *       be written when its turn comes.</li>
 *   <li>A transaction that loses a race anyway (a deadlock, a serialization failure, a
 *       unique key another transaction took first: SQLSTATE 40P01, 40001, 23505) is rolled
 *       back and its source imported again from the start, at most
 *       {@link RaceRetry#MAX_ATTEMPTS} times, saying so on stderr. A source that loses every time is reported, not
 *       imported, and the import goes on.</li>
 * </ul>
 *
 * <p>The parts: this class is the reading pipeline (sources read, boards identified on the
 * worker threads, everything that writes back on the importing thread in input order);
 * {@link SourceImport} is one source's transaction; {@link BatchPlan} decides, without the
 * database, what becomes of each board of a batch; {@link RaceRetry} imports a source again
 * after a lost race.
 */
public final class Importer {
    /** Boards per round trip: large enough for JDBC batching to pay, small enough to stream. */
    public static final int DEFAULT_BATCH = 2000;

    private final Catalog catalog;
    private final Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers;
    private final int threads;
    private final int batchSize;
    private long bulkFrom = BulkLoad.FROM_BOARDS;
    private long durableEvery = ImportTransaction.DURABLE_EVERY_NANOS;
    private long analyseFrom = PlannerStatistics.FIRST;
    /** What a step after the level is solved does to a solution block: trimmed (said), or refused with --strict. */
    private TrailingSteps trailing = TrailingSteps.TRIM;

    /**
     * Identifies on every core while the reading and the writing go on; the near-duplicate ids
     * are computed there too, off the writing thread.
     */
    public Importer(Catalog catalog) {
        this(catalog, Importer::identifyWithNearIds, ParallelIdentifier.defaultThreads(), DEFAULT_BATCH,
                BulkLoad.FROM_BOARDS);
    }

    private static Function<LevelRecord, IdentifiedLevel> identifyWithNearIds() {
        Identifier identifier = new Identifier();
        NearIdentity near = new NearIdentity();
        return r -> near.attach(identifier.identify(r));
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
        this(catalog, () -> identify, 1, batchSize, BulkLoad.FROM_BOARDS);
    }

    /** As above, going into bulk mode once {@code bulkFrom} boards are written ({@link BulkLoad}; tests). */
    Importer(Catalog catalog, Function<LevelRecord, IdentifiedLevel> identify, int batchSize, long bulkFrom) {
        this(catalog, () -> identify, 1, batchSize, bulkFrom);
    }

    private Importer(Catalog catalog, Supplier<Function<LevelRecord, IdentifiedLevel>> identifiers, int threads,
            int batchSize, long bulkFrom) {
        if (batchSize < 1) {
            throw new IllegalArgumentException("batch size must be positive");
        }
        this.catalog = catalog;
        this.identifiers = identifiers;
        this.threads = threads;
        this.batchSize = batchSize;
        this.bulkFrom = bulkFrom;
    }

    /** Boards an import writes before it becomes a bulk load, if it is large for the catalog ({@link BulkThreshold}). */
    public static final long BULK_FROM_BOARDS = BulkLoad.FROM_BOARDS;

    /**
     * A bulk load ({@link BulkLoad}, and on PostgreSQL {@link PostgresForeignKeys} too)
     * begins once {@code boards} are written, if the import is large for the catalog: its
     * sources' bytes, or the boards written, a quarter of the levels the catalog had
     * ({@link BulkThreshold}, {@code import --bulk-from}).
     */
    public Importer bulkFrom(long boards) {
        if (boards < 0) {
            throw new IllegalArgumentException("boards must not be negative");
        }
        this.bulkFrom = boards;
        return this;
    }

    /** Durable commits at most every {@code nanos} instead of every second (tests: 0 makes one after every source). */
    Importer durableEvery(long nanos) {
        this.durableEvery = nanos;
        return this;
    }

    /** PostgreSQL's planner statistics brought up to date first at {@code boards} written, not {@link PlannerStatistics#FIRST} (tests). */
    Importer analyseFrom(long boards) {
        this.analyseFrom = boards;
        return this;
    }

    /** Steps after the level is solved make a solution block invalid (REFUSE) instead of being trimmed. */
    public Importer trailing(TrailingSteps steps) {
        this.trailing = steps;
        return this;
    }

    /** Imports every source under {@code paths} (files, directories, zip archives, as {@code id} reads them). */
    public ImportSummary importPaths(List<String> paths, ImportListener listener) {
        return catalog.work("import", () -> {
            try (Run run = new Run(listener, BulkThreshold.ofBytes(bulkFrom, LevelSources.bytes(paths)))) {
                run.read(paths);
                return run.totals;
            }
        });
    }

    /** Imports one source made by sokodb itself (generated levels), under the name it carries. */
    public ImportSummary importSource(Source source, ImportListener listener) {
        return catalog.work("import", () -> {
            try (Run run = new Run(listener, BulkThreshold.of(bulkFrom))) {
                run.read(source);
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
        private final ImportListener listener;
        private final ImportTurns turns;
        private final ParallelIdentifier identifier;
        private final PlannerStatistics statistics = new PlannerStatistics(catalog, analyseFrom);
        private final RaceRetry retry;
        private final ImportTransaction transaction = new ImportTransaction(catalog, durableEvery, System::nanoTime);
        private final BulkLoad known;
        private final PostgresForeignKeys foreignKeys;
        private ImportSummary totals = ImportSummary.NONE;
        /** Sources stored (or found stored) and not yet said: the next durable commit covers them. */
        private final List<SourceReport> unsaid = new ArrayList<>();
        /** The source being read. */
        private SourceImport reading;
        /** The source whose levels are being written. */
        private SourceImport writing;

        Run(ImportListener listener, BulkThreshold bulk) {
            this.listener = listener;
            this.known = new BulkLoad(catalog, bulk);
            this.foreignKeys = new PostgresForeignKeys(catalog, bulk);
            this.turns = new ImportTurns(catalog, listener::note);
            this.retry = new RaceRetry(listener, identifiers);
            this.identifier = new ParallelIdentifier(threads, identifiers, level -> writing.level(level));
        }

        void read(List<String> paths) {
            read(() -> LevelSources.read(paths, this));
        }

        void read(Source source) {
            read(() -> LevelSources.read(source, this));
        }

        private void read(Runnable reading) {
            try {
                reading.run();
                identifier.flush();
                durable();
                carried(known.finish());
                foreignKeys.putBack();
            } catch (RuntimeException e) {
                // whatever failed, the source being written is not kept half-written; the
                // whole ones before it are kept, and said so once they are on the disk
                if (writing != null) {
                    writing.rollback();
                }
                try {
                    durable();
                } catch (RuntimeException f) {
                    e.addSuppressed(f);
                }
                try {
                    known.finish();
                    foreignKeys.putBack();
                } catch (RuntimeException f) {
                    e.addSuppressed(f); // the next open repairs what a bulk load left (BulkRestore.repair)
                }
                throw e;
            }
        }

        /**
         * Commits durably what the run wrote, then says imported every source that commit
         * covers, in input order: a line is printed only for what a kill can no longer take
         * back. A listener that throws (Ctrl-C) still hears every one of them first.
         */
        private void durable() {
            transaction.commitDurably();
            statistics.committed();
            RuntimeException stop = null;
            for (SourceReport report : unsaid) {
                try {
                    listener.source(report);
                } catch (RuntimeException e) {
                    if (stop == null) {
                        stop = e;
                    } else {
                        stop.addSuppressed(e);
                    }
                }
            }
            unsaid.clear();
            if (stop != null) {
                throw stop;
            }
        }

        /** Solutions carried at the end of a bulk load count in the totals. */
        private void carried(int solutions) {
            if (solutions > 0) {
                totals = new ImportSummary(totals.imported(), totals.alreadyImported(), totals.notImported(),
                        totals.counts().plus(new BoardCounts(0, 0, 0, 0, 0, 0, new SolutionCounts(0, 0, 0, solutions))));
            }
        }

        @Override
        public void close() {
            identifier.close();
        }

        @Override
        public void begin(Source source, LevelStream stream) {
            SourceImport next = new SourceImport(catalog, batchSize, source, stream, listener, turns,
                    new ReportedBoards(), trailing, transaction, known);
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
                report = Optional.of(SourceImport.notImported(source));
            } else {
                try {
                    report = done.end(complete);
                } catch (LostRace lost) {
                    report = retry.again(source, lost, done.reported(), stream -> new SourceImport(catalog,
                            batchSize, source, stream, listener, turns, done.reported(), trailing, transaction, known));
                }
            }
            if (report.isPresent()) {
                totals = totals.plus(report.get());
                unsaid.add(report.get());
                int boards = report.get().counts().boards();
                statistics.wrote(boards);
                boolean bulk = known.due(boards);
                boolean keys = foreignKeys.due(boards);
                boolean indexes = known.indexesDue();
                // a bulk load begins, or takes the indexes off, after a commit; a source that
                // wrote nothing is said at once
                if (bulk || keys || indexes || transaction.durableDue() || !transaction.pending()) {
                    durable();
                }
                if (bulk) {
                    // a run that found every level known so far keeps the indexes until a new one
                    known.begin(totals.counts().newLevels() == 0);
                }
                if (indexes) {
                    known.dropIndexes();
                }
                if (keys) {
                    foreignKeys.takeOff();
                }
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
    }
}
