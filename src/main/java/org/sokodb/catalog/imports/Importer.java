package org.sokodb.catalog.imports;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.imports.bulk.BulkThreshold;
import org.sokodb.catalog.near.NearIndex;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.sources.BoardCounts;
import org.sokodb.catalog.sources.Inventory;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.Sources;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.identity.ParallelIdentifier;
import org.sokodb.near.NearIdentity;
import org.sokodb.replay.TrailingSteps;

/**
 * The import, whole: {@code import PATH…} and {@code generate --import} start here, and every
 * step of a run is named below in the order a board meets it.
 *
 * <ol>
 *   <li><b>read</b>: {@link LevelSources} reads the sources the way {@code id} does (files,
 *       directories, zip archives) and hands each record to the run, in input order;</li>
 *   <li><b>identify</b>: a {@link ParallelIdentifier} computes the ids (and the near-duplicate
 *       ids) on every core, and hands the levels back in input order to this thread;</li>
 *   <li><b>decide</b>: a source's batches of {@link #DEFAULT_BATCH} boards are decided
 *       against what the catalog knows ({@link BatchPlan}: which levels are new, which boards
 *       join a group), without the database;</li>
 *   <li><b>write</b>: {@link SourceImport} writes one source, whole or not at all, in its own
 *       savepoint of a transaction several sources share ({@link ImportTransaction}); a lost
 *       race imports it again ({@link RaceRetry});</li>
 *   <li><b>finish</b>: after each source, {@link LoadSchedule} makes every choice of how the
 *       run writes (durable commits, bulk load, indexes, foreign keys, planner statistics) and
 *       puts it all back at the run's end; a source is said imported only once a durable
 *       commit covers it; then the similarity index is filled for the levels the run added
 *       ({@link NearIndex#fillIndex}), so that a reader never has to write it.</li>
 * </ol>
 *
 * <p>What it promises:
 * <ul>
 *   <li>A source is said imported ({@link ImportListener#source}) only once it is on the disk:
 *       what it has said, a kill or a power loss cannot take back.</li>
 *   <li>The SHA-256 of a source's bytes identifies it: the same bytes again, under any
 *       name, change nothing. Other bytes under a name already imported replace it.</li>
 *   <li>A source is never held in memory as a whole.</li>
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
    /** The run ends by filling the similarity index for the levels it added (the command line's imports). */
    private boolean fillsSimilarityIndex;

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

    /**
     * Boards an import writes before it becomes a bulk load, if it is large for the catalog
     * ({@link BulkThreshold}; docs/catalog.md).
     */
    public static final long BULK_FROM_BOARDS = BulkLoad.FROM_BOARDS;

    /**
     * A bulk load ({@link LoadSchedule}) begins once {@code boards} are written, if the import
     * is large for the catalog: its sources' bytes, or the boards written, a quarter of the levels the catalog had
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

    /**
     * Each run ends by filling the similarity index of {@code similar} and of the server's near
     * copies for the levels it added (and any an import stopped earlier left out), so that a
     * reader never has to write it: what the command line's imports do. About a fifth of an
     * import's time when every level is new (docs/similar.md); one query when none is.
     */
    public Importer fillingSimilarityIndex() {
        this.fillsSimilarityIndex = true;
        return this;
    }

    /** {@code import PATH…}: every source under {@code paths} (files, directories, zip archives, as {@code id} reads). */
    public ImportSummary importPaths(List<String> paths, ImportListener listener) {
        try (IndexFeed feed = new IndexFeed()) {
            ImportSummary done = catalog.work("import", () -> {
                try (Run run = new Run(listener, BulkThreshold.ofBytes(bulkFrom, LevelSources.bytes(paths)), feed)) {
                    run.read(paths);
                    return run.totals;
                }
            });
            fillSimilarityIndex(listener, feed);
            catalog.reuseDeadChunks(false, BulkLoad.RETENTION_MILLIS);
            return done;
        }
    }

    /** Imports one source made by sokodb itself (generated levels), under the name it carries. */
    public ImportSummary importSource(Source source, ImportListener listener) {
        try (IndexFeed feed = new IndexFeed()) {
            ImportSummary done = catalog.work("import", () -> {
                try (Run run = new Run(listener, BulkThreshold.of(bulkFrom), feed)) {
                    run.read(source);
                    return run.totals;
                }
            });
            fillSimilarityIndex(listener, feed);
            catalog.reuseDeadChunks(false, BulkLoad.RETENTION_MILLIS);
            return done;
        }
    }

    /**
     * {@code generate --import}: {@code file} imported as {@code import} imports a source, as a
     * new one named {@code name}, or {@code name-run2}, {@code -run3} … when the catalog holds
     * that name already (an import under a known name would replace that source).
     */
    public ImportSummary importAsNewSource(Path file, String name, ImportListener listener) {
        Inventory names = new Inventory(catalog);
        String free = name;
        for (int run = 2; names.unknownSources(List.of(free)).isEmpty(); run++) {
            free = name + "-run" + run;
        }
        return importSource(Sources.named(free, file), listener);
    }

    /** The similarity index filled for the levels the run added, with what the run handed over as it wrote them. */
    private void fillSimilarityIndex(ImportListener listener, IndexFeed feed) {
        if (fillsSimilarityIndex) {
            feed.fill(new NearIndex(catalog), (what, done, total) -> listener.indexing(done, total));
        }
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
        private final RaceRetry retry;
        /** Holds the connection during a PostgreSQL bulk load (inactive otherwise). */
        private final ConnectionWriter writer = new ConnectionWriter();
        private final ImportTransaction transaction = new ImportTransaction(catalog, durableEvery, System::nanoTime,
                writer);
        private final KnownSources sources = new KnownSources(catalog);
        private final BoardWriter boards;
        private final LoadSchedule schedule;
        private final BulkLoad known;
        private ImportSummary totals = ImportSummary.NONE;
        /** Sources stored (or found stored) and not yet said: the next durable commit covers them. */
        private final UnsaidSources unsaid = new UnsaidSources(writer);
        /** The source being read. */
        private SourceImport reading;
        /** The source whose levels are being written. */
        private SourceImport writing;

        /** @param feed what is handed what the run writes, as it writes it, when the run fills the similarity index */
        Run(ImportListener listener, BulkThreshold bulk, IndexFeed feed) {
            this.listener = listener;
            this.schedule = new LoadSchedule(catalog, bulk, transaction, analyseFrom, sources);
            this.known = schedule.bulk();
            this.boards = fillsSimilarityIndex ? feed.keeping(BoardWriter.of(catalog, writer))
                    : BoardWriter.of(catalog, writer);
            if (fillsSimilarityIndex) {
                feed.feed(known);
            }
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
                carried(schedule.finish());
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
                schedule.abandon(e);
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
            schedule.committed();
            unsaid.sayTo(listener);
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
            writer.close();
        }

        @Override
        public void begin(Source source, LevelStream stream) {
            SourceImport next = new SourceImport(catalog, batchSize, source, stream, listener, turns,
                    new ReportedBoards(), trailing, transaction, known, sources, boards);
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
                            batchSize, source, stream, listener, turns, done.reported(), trailing, transaction, known,
                            sources, boards));
                }
            }
            if (report.isPresent()) {
                totals = totals.plus(report.get());
                unsaid.add(report.get());
                schedule.afterSource(report.get().counts().boards(), totals.counts().newLevels() == 0, this::durable);
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
