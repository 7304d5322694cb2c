package org.sokodb.catalog;

import java.util.List;

import org.jdbi.v3.sqlobject.config.RegisterConstructorMapper;
import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlQuery;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;

/**
 * The few statements only PostgreSQL runs; everything else is the same SQL on both engines.
 * The bulk writes (COPY, which is not a JDBC statement) are in {@code catalog.imports.PostgresBoardWriter}.
 */
public interface PostgresDao {

    /**
     * The advisory lock that makes imports into one catalog take turns, one source at a
     * time. Its key is this catalog's: "soko" in the high 32 bits, the object id of its
     * {@code collection} table in the low ones, so catalogs in different schemas of one
     * database never wait for each other.
     */
    String IMPORT_LOCK_KEY = "(CAST(1936682863 AS BIGINT) * 4294967296"
            + " + CAST(CAST(CAST('collection' AS regclass) AS oid) AS BIGINT))";

    /** Takes the import lock if it is free; held until the transaction ends. False when another import has it. */
    @SqlQuery("SELECT pg_try_advisory_xact_lock" + IMPORT_LOCK_KEY)
    boolean tryLockImports();

    /** Waits for the import lock; held until the transaction ends. */
    @SqlQuery("SELECT 1 FROM (SELECT pg_advisory_xact_lock" + IMPORT_LOCK_KEY + ") AS taken")
    int lockImports();

    /**
     * {@code count} fresh ids for {@code level} rows, from the table's own identity sequence.
     * The sequence is looked up once (the subquery, kept apart by its OFFSET), not once per
     * id: per id, the look-up took seven eighths of the statement's time (1,000 ids).
     */
    @SqlQuery("SELECT nextval(s.seq) FROM (SELECT CAST(pg_get_serial_sequence('level', 'id') AS regclass) AS seq"
            + " OFFSET 0) AS s, generate_series(1, :count)")
    List<Long> newLevelIds(@Bind("count") int count);

    /** {@code count} fresh ids for {@code collection} rows, as {@link #newLevelIds} draws those of levels. */
    @SqlQuery("SELECT nextval(s.seq) FROM (SELECT CAST(pg_get_serial_sequence('collection', 'id') AS regclass) AS seq"
            + " OFFSET 0) AS s, generate_series(1, :count)")
    List<Long> newCollectionIds(@Bind("count") int count);

    /**
     * Brings the planner's statistics of the board tables up to date, skipping a table whose
     * lock another connection holds (autovacuum, another import's ANALYZE). PostgreSQL 12 or later.
     */
    @SqlUpdate("ANALYZE (SKIP_LOCKED) level, occurrence, duplicate_group")
    void analyzeBoards();

    /**
     * This transaction's commit returns before its WAL is on disk; the server writes it a
     * moment later. Why an import may: {@code catalog.imports.ImportTransaction}.
     */
    @SqlUpdate("SET LOCAL synchronous_commit TO OFF")
    void commitWithoutWaiting();

    /**
     * This transaction's queries run in its own backend alone, without parallel workers: for
     * many short reads in a row (the similarity listing's, one per run of 4,000 levels), where
     * each query started two workers the leader finished before they began (their part: nothing)
     * and waited for them to start and to stop — 10 to 17 s of an import of the Boxoban zip with
     * the machine's cores busy (docs/postgresql.md). For this transaction only.
     */
    @SqlUpdate("SET LOCAL max_parallel_workers_per_gather = 0")
    void withoutParallelWorkers();

    /**
     * This transaction's index builds and foreign-key checks sort and hash in memory (256 MB
     * each, against the server's defaults of 64 and 4 MB) instead of in temporary files: the
     * end of a bulk load builds the level table's two indexes over every level and checks
     * {@code occurrence}'s two foreign keys over every board at once. For this transaction only.
     */
    @SqlQuery("SELECT 1 FROM (SELECT set_config('maintenance_work_mem', '256MB', true),"
            + " set_config('work_mem', '256MB', true)) AS raised")
    int memoryForBuildsAndChecks();

    /**
     * Waits for the import lock and keeps it past the transaction's end, until
     * {@link #unlockImportsAfterLoad} or the end of the connection: a bulk load holds it for
     * its whole length ({@code catalog.imports.bulk.PostgresBulkLoad}). The import's own
     * per-transaction locks of the same key are granted at once meanwhile.
     */
    @SqlQuery("SELECT 1 FROM (SELECT pg_advisory_lock" + IMPORT_LOCK_KEY + ") AS taken")
    int lockImportsForLoad();

    /** As {@link #lockImportsForLoad}, if the lock is free (a repair, which must not wait); false when it is not. */
    @SqlQuery("SELECT pg_try_advisory_lock" + IMPORT_LOCK_KEY)
    boolean tryLockImportsForLoad();

    /**
     * A session that holds the import lock, and what the server says it is doing
     * ({@code pg_stat_activity}): its {@code state} ({@code active} while it runs a statement)
     * and when that statement began, both null for a session of another role.
     */
    record ImportLockHolder(int pid, String state, String queryStart) {
        /** Whether this is the same session still running the same statement as {@code before}. */
        public boolean stillRunning(ImportLockHolder before) {
            return pid == before.pid && "active".equals(state) && queryStart != null
                    && queryStart.equals(before.queryStart);
        }
    }

    /**
     * The sessions that hold the import lock (one, or none once it is let go of; a bulk load
     * holds it twice, for the load and for its transaction, listed once). An advisory
     * lock on a 64-bit key is listed with the key's high half as {@code classid}, its low half
     * as {@code objid} and {@code objsubid} 1 (compared half by half: another key's high half
     * may be past what a signed 64-bit product holds).
     */
    @SqlQuery("SELECT DISTINCT a.pid, a.state, CAST(a.query_start AS TEXT) AS query_start"
            + " FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid"
            + " WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1"
            + " AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            + " AND CAST(l.classid AS BIGINT) = " + IMPORT_LOCK_KEY + " >> 32"
            + " AND CAST(l.objid AS BIGINT) = " + IMPORT_LOCK_KEY + " & 4294967295")
    @RegisterConstructorMapper(ImportLockHolder.class)
    List<ImportLockHolder> importLockHolders();

    /** Lets go of the lock {@link #lockImportsForLoad} took. */
    @SqlQuery("SELECT pg_advisory_unlock" + IMPORT_LOCK_KEY)
    boolean unlockImportsAfterLoad();

    /**
     * 1 when the {@code level_exact_id_unique} constraint is in place (0 while a bulk load has
     * it off). From the system catalog, which every role reads: the information schema shows a
     * role that may only read no constraint at all.
     */
    @SqlQuery("SELECT COUNT(*) FROM pg_constraint WHERE conrelid = CAST('level' AS regclass)"
            + " AND conname = 'level_exact_id_unique'")
    int levelExactIdUnique();

    /** 1 when the {@code level_unique_id} index is in place (0 while a bulk load has it off). */
    @SqlQuery("SELECT COUNT(*) FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'level_unique_id'")
    int levelUniqueIdIndex();

    /** A statement of this transaction that waits longer than this for a table lock fails. */
    @SqlUpdate("SET LOCAL lock_timeout = '2s'")
    void waitForTablesAtMostTwoSeconds();

    /** How many of {@code occurrence}'s two foreign keys are in place: 2, or 0 while a large import has them off. */
    @SqlQuery("SELECT COUNT(*) FROM pg_constraint WHERE conrelid = CAST('occurrence' AS regclass)"
            + " AND conname IN ('occurrence_collection_fk', 'occurrence_level_fk')")
    int occurrenceForeignKeys();

    /** Takes {@code occurrence}'s foreign keys off (those of migration V1), for a large import. */
    @SqlUpdate("ALTER TABLE occurrence DROP CONSTRAINT IF EXISTS occurrence_collection_fk,"
            + " DROP CONSTRAINT IF EXISTS occurrence_level_fk")
    void dropOccurrenceForeignKeys();

    /** Puts them back as migration V1 made them, checking every row at once. */
    @SqlUpdate("ALTER TABLE occurrence ADD CONSTRAINT occurrence_collection_fk FOREIGN KEY (collection_id)"
            + " REFERENCES collection (id), ADD CONSTRAINT occurrence_level_fk FOREIGN KEY (level_id) REFERENCES level (id)")
    void addOccurrenceForeignKeys();
}
