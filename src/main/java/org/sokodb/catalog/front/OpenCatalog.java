package org.sokodb.catalog.front;

import java.util.Optional;
import java.util.function.Consumer;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.UnfinishedImport;
import org.sokodb.catalog.credits.Credits;
import org.sokodb.catalog.db.Compaction;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.db.SchemaUpgrade;
import org.sokodb.catalog.db.release.CopyListener;
import org.sokodb.catalog.difficulty.Difficulties;
import org.sokodb.catalog.difficulty.Plays;
import org.sokodb.catalog.duplicates.Duplicates;
import org.sokodb.catalog.export.Exporter;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.catalog.imports.bulk.InterruptedImport;
import org.sokodb.catalog.levels.Levels;
import org.sokodb.catalog.near.NearDuplicates;
import org.sokodb.catalog.near.NearGroupCache;
import org.sokodb.catalog.near.SimilarLevels;
import org.sokodb.catalog.optimizing.CatalogOptimizer;
import org.sokodb.catalog.solutions.SolutionImport;
import org.sokodb.catalog.solutions.SolutionSubmission;
import org.sokodb.catalog.solving.CatalogSolver;
import org.sokodb.catalog.sources.Browsing;
import org.sokodb.catalog.sources.Inventory;

/**
 * An open catalog as the command line and the web server hold it: the faces of its features, one
 * per feature, each answering a command's or a page's question in one snapshot or running a
 * use case that changes the catalog; where it is; and the H2 file's compaction. The
 * connection, the DAOs and the transactions stay behind it. Close it when done.
 *
 * <p>Opening is the one way every command (and the web server) does it: connect, bring the
 * schema up to date, and finish what an interrupted import left undone
 * ({@link InterruptedImport}); or, for a server that only reads, connect and change nothing.
 */
public final class OpenCatalog implements AutoCloseable {
    private final Catalog catalog;

    private OpenCatalog(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Opens the catalog, creating it when it does not exist (for commands that write). */
    public static OpenCatalog open(DatabaseLocation location) {
        return open(location, true, upgrade -> { });
    }

    /** Opens an existing catalog; a missing embedded file is an error, not a new empty catalog. */
    public static OpenCatalog openExisting(DatabaseLocation location) {
        return open(location, false, upgrade -> { });
    }

    /**
     * Opens the catalog as {@link #open} ({@code create}) or {@link #openExisting} do, telling
     * {@code upgrading} before migrations change a catalog that holds levels: on a large one they
     * take minutes, and the catalog has no word of its own for whoever waits.
     */
    public static OpenCatalog open(DatabaseLocation location, boolean create, Consumer<SchemaUpgrade> upgrading) {
        return open(location, create, upgrading, CopyListener.NONE);
    }

    /**
     * As {@link #open(DatabaseLocation, boolean, Consumer)}, telling {@code copying} of the copy of an
     * H2 file another H2 release wrote, made before anything is written into it: on a large file it
     * takes minutes too.
     */
    public static OpenCatalog open(DatabaseLocation location, boolean create, Consumer<SchemaUpgrade> upgrading,
            CopyListener copying) {
        return new OpenCatalog(repaired(Catalog.connect(location, create, upgrading, copying)));
    }

    /**
     * Opens an existing catalog to read it and write nothing, not even a migration or a repair
     * (a read-only server, which may hold a role that can only read). What a repair would
     * change: {@link #unfinishedImport}.
     */
    public static OpenCatalog openForReading(DatabaseLocation location) {
        return new OpenCatalog(Catalog.connectForReading(location));
    }

    /**
     * The near-duplicate groups a reader that opens catalog after catalog keeps across them (the
     * web server): computed when first asked for, kept until the catalog changes
     * ({@link NearGroupCache}); each of its questions borrows an open catalog from the reader.
     */
    public static NearGroupCache nearGroupCache(NearGroupCache.Config config) {
        return new NearGroupCache(config);
    }

    private static Catalog repaired(Catalog catalog) {
        try {
            InterruptedImport.repair(catalog);
        } catch (RuntimeException e) {
            catalog.close();
            throw e;
        }
        return catalog;
    }

    /**
     * What an interrupted import left for the next open to repair, for a reader that repairs
     * nothing ({@link #openForReading}); empty on a catalog in order.
     */
    public Optional<UnfinishedImport> unfinishedImport() {
        return InterruptedImport.left(catalog);
    }

    /**
     * Stops a command that writes before it does any work when the catalog takes no writes,
     * in one line: "the catalog /x/c.mv.db is read-only: import failed (the file is not
     * writable for this user: …)".
     *
     * @param what the command, as the line names it ({@code import}, {@code solve --catalog})
     * @throws org.sokodb.catalog.db.CatalogException when the catalog is read-only
     */
    public void requireWritable(String what) {
        catalog.requireWritable(what);
    }

    /** Levels and their pages: {@code show}, {@code /levels/ID}; the level {@code similar} starts from. */
    public Levels levels() {
        return new Levels(catalog);
    }

    /** The duplicate groups of {@code dups}. */
    public Duplicates duplicates() {
        return new Duplicates(catalog);
    }

    /** The near-duplicate groups of {@code dups --normalized}, {@code --walls}, {@code --similar P} and the web's. */
    public NearDuplicates nearDuplicates() {
        return new NearDuplicates(catalog);
    }

    /** The levels like one level: {@code similar ID}, a level page's near copies. */
    public SimilarLevels similarLevels() {
        return new SimilarLevels(catalog);
    }

    /** The sources, their size and names: {@code collections}, {@code stats}, what {@code --source} names. */
    public Inventory inventory() {
        return new Inventory(catalog);
    }

    /** The web catalog's paged lists: overview, a source's boards, search, duplicate groups by page. */
    public Browsing browsing() {
        return new Browsing(catalog);
    }

    /** {@code import PATH…} and {@code generate --import}. */
    public Importer imports() {
        return new Importer(catalog).fillingSimilarityIndex();
    }

    /** {@code import-solutions LEVELS SOLUTIONS}: each line's solution stored on its level and its duplicates. */
    public SolutionImport solutionImport() {
        return new SolutionImport(catalog);
    }

    /** One solution handed over (the web server's form), checked, stored, carried to the duplicates. */
    public SolutionSubmission solutionSubmission() {
        return new SolutionSubmission(catalog);
    }

    /** {@code solve --catalog} and its {@code --status}. */
    public CatalogSolver solving() {
        return new CatalogSolver(catalog);
    }

    /** {@code optimize --catalog} and its {@code --status}. */
    public CatalogOptimizer optimizing() {
        return new CatalogOptimizer(catalog);
    }

    /** Difficulty: {@code difficulty --catalog}, what solve and optimize store rated, the stored ratings. */
    public Difficulties difficulties() {
        return new Difficulties(catalog);
    }

    /** People's own measure: plays finished on the web's play page, recorded and read ({@code serve --record-plays}). */
    public Plays plays() {
        return new Plays(catalog);
    }

    /** {@code export}: writes a file of the catalog's levels. */
    public Exporter exporter() {
        return new Exporter(catalog);
    }

    /** Who made each level, as its copies say: {@code credits}, {@code authors}, the web's credits pages. */
    public Credits credits() {
        return new Credits(catalog);
    }

    /**
     * Ends every statement that runs longer than {@code seconds} (0: no limit) with a
     * {@link org.sokodb.catalog.db.CatalogException#timedOut} failure: what one request of a
     * server may cost the catalog.
     */
    public void limitStatements(int seconds) {
        catalog.limitStatements(seconds);
    }

    public DatabaseLocation location() {
        return catalog.location();
    }

    /** The H2 file's size in bytes; 0 for PostgreSQL. */
    public long fileBytes() {
        return catalog.fileBytes();
    }

    /**
     * An H2 file that is mostly dead pages, or mostly written since it was {@code openedAtBytes}
     * large, worth {@link #compact}ing; empty otherwise (and on PostgreSQL).
     */
    public Optional<Compaction.Sparse> sparseFile(long openedAtBytes) {
        return catalog.sparseFile(openedAtBytes);
    }

    /** Rewrites the H2 file without its dead pages. */
    public Compaction compact() {
        return catalog.compact();
    }

    @Override
    public void close() {
        catalog.close();
    }
}
