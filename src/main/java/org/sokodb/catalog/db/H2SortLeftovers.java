package org.sokodb.catalog.db;

import java.io.IOException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.sokodb.catalog.db.release.CopyListener;
import org.sokodb.catalog.db.release.NewestChunkLook;
import org.sokodb.catalog.db.release.OlderStateRecovery;
import org.sokodb.catalog.db.release.OrphanedEntries;
import org.sokodb.catalog.db.release.RawBytes;
import org.sokodb.catalog.db.release.ReleaseCopy;
import org.sokodb.catalog.db.release.ReleaseCopyFailure;
import org.sokodb.catalog.db.release.UncleanHeader;
import org.sokodb.catalog.db.release.UnendedCommit;

/**
 * Takes out of an H2 file the sort buffers a killed {@code CREATE INDEX} left in it, before H2
 * opens the database, because H2 (2.3.232 and 2.4.240 alike) takes them out wrongly.
 *
 * <p>H2 builds an index on a large table by sorting its rows in blocks, each written to a
 * temporary map ({@code temp.N}) of the file, and merging them. Those maps are "single
 * writer" maps, whose pages each chunk counts as pinned. When the process is killed during
 * the build (the end of a bulk load, {@code BulkLoad}, or its repair), the maps stay in the
 * file, and the next open removes them through a map of another kind, which counts their
 * pages as removed but not as unpinned: the chunk then holds more pinned pages than live
 * ones. With Java assertions on, H2's check of that ({@code Chunk.accountForRemovedPage})
 * fails the first write after the open, and the catalog cannot be written any more; without
 * them, the chunk stays pinned (never compacted) while it has live pages. Removing the maps
 * here as the single-writer maps they are keeps H2's count right. Found by the crash
 * harness ({@code ImportKills}), reproduced with H2 alone by copying the file during a
 * {@code CREATE INDEX}.
 *
 * <p>The file is first opened read-only, which costs a read of its header and newest chunks
 * when it was closed cleanly, not of every chunk's record ({@link NewestChunkLook}); only a file
 * with such maps is opened for writing. A file another process has open is left alone (H2's
 * own open then says it is in use), as is one this cannot read (H2 says why).
 *
 * <p>That first look also refuses a file that H2 would open at an older state than its header
 * names ({@link #requireNewestState}). H2 2.3.232 opens a file from the chunk its header names;
 * when that chunk's set of chunks does not pass H2's check, it takes, without a word, the
 * newest older chunk whose set does, such as one left at the file's end by an earlier run, and
 * the catalog reads as it was then ({@code OlderStateRefusedTest}: a catalog of six sources
 * read as its fifth import left it, docs/catalog.md). Every command
 * that writes would then write on that older state, and the newer chunks, free space to H2,
 * would be overwritten. Refused instead, before H2 opens the database: nothing is written, and
 * the message names H2's two commands that make a new catalog of the older state
 * ({@link OlderStateRecovery}). But first the file is read again as a kill would leave it (its
 * header without the clean mark, {@link UncleanHeader}): H2 2.5.252 passes over the named chunk
 * of a file closed cleanly also when only a dead chunk it lists cannot be read, which its reading
 * after a kill skips; when that reading takes the named version, the header is written so and
 * the file opens at its newest state ({@code DeadChunkNewestStateTest}). The same is done when
 * the look fails on the older chunk H2 took ("Chunk N not found").
 *
 * <p>It refuses too a file that holds a commit a kill cut off, which H2 2.5.252 never ends
 * ({@link #requireEndedCommits}): a write to one of its rows would wait for it for ever.
 *
 * <p>And it reads which H2 release last wrote the file whole: a file another release wrote is
 * copied into the running release's own before anything is written into it ({@link ReleaseCopy}),
 * which leaves the sort buffers out. A file the running release wrote costs that one read.
 */
final class H2SortLeftovers {
    /** H2's prefix for the maps of sort buffers (and of nothing else that is kept in the file). */
    private static final String TEMPORARY = "temp.";

    private H2SortLeftovers() {
    }

    /**
     * Removes the sort buffers left in the H2 file {@code mvFile}, if there are any; copies the
     * file first when another H2 release wrote it ({@link ReleaseCopy}).
     *
     * @param location the catalog, an embedded file
     * @param copying told of the copy, when there is one
     * @return how many maps were removed
     * @throws CatalogException when the file would open at an older state, or its copy could not
     *     be made (the old file as it was); one that another process holds says so as H2 does
     */
    static int remove(DatabaseLocation location, CopyListener copying) {
        return remove(location, copying, true);
    }

    private static int remove(DatabaseLocation location, CopyListener copying, boolean mayUnmark) {
        Path mvFile = Path.of(location.embeddedBase() + ".mv.db");
        if (!Files.isRegularFile(mvFile)) {
            return 0;
        }
        try {
            boolean copy;
            long version;
            try (MVStore look = NewestChunkLook.open(mvFile)) {
                if (mayUnmark && look.getCurrentVersion() < named(look)) {
                    look.close(); // its lock released: the file is read again, as after a kill
                    unmarkIfNewestAfterKill(mvFile);
                    return remove(location, copying, false);
                }
                requireNewestState(look, mvFile);
                requireEndedCommits(look, mvFile);
                if (!clean(look) && !ReleaseCopy.needed(look) && requireRepairable(look, mvFile)) {
                    look.close(); // its lock released: the entries are taken out, then the file looked at again
                    removeOrphanedEntries(mvFile);
                    return remove(location, copying, mayUnmark);
                }
                // a file H2 cannot write is opened read-only: nothing is written into it, nothing to copy
                copy = ReleaseCopy.needed(look) && Files.isWritable(mvFile);
                if (!ReleaseCopy.needed(look)) {
                    ReleaseCopy.removeAbandonedLock(location.embeddedBase());
                }
                version = look.getCurrentVersion();
                if (!copy && leftovers(look).isEmpty()) {
                    return 0;
                }
            }
            if (copy) {
                copy(location, version, copying);
                return 0;
            }
            try (MVStore store = new MVStore.Builder().fileName(mvFile.toString()).open()) {
                List<String> maps = leftovers(store);
                for (String name : maps) {
                    store.removeMap(store.openMap(name, new MVMap.Builder<byte[], byte[]>().keyType(RawBytes.INSTANCE)
                            .valueType(RawBytes.INSTANCE).singleWriter()));
                }
                return maps.size();
            }
        } catch (MVStoreException e) {
            if (mayUnmark && unmarkIfNewestAfterKill(mvFile)) {
                return remove(location, copying, false); // H2 2.5.252 took an older chunk it could not read from
            }
            return 0; // locked by another process, or not a file H2 can read: H2's open says which
        }
    }

    /** The copy into the running release's file, its failure said as the catalog's. */
    private static void copy(DatabaseLocation location, long version, CopyListener copying) {
        try {
            ReleaseCopy.copy(location.embeddedBase(), location.url(), H2FileName::of, version,
                    copying);
        } catch (ReleaseCopyFailure e) {
            String why = location.mask(String.valueOf(e.getMessage()));
            throw new CatalogException(e.inUse()
                    ? "catalog in use by another sokodb process: " + location.shown() + " (" + why + ")"
                    : why + "; the catalog is as it was, and the next command tries the copy again",
                    MaskedException.of(e, location));
        }
    }

    /**
     * Throws when H2 has opened {@code look} at a version older than the one its header names:
     * the header is written after the chunk it names (on 2.5.252 it names the chunk before the one
     * just written, and on a clean close the newest), so a kill leaves that chunk whole, and only
     * an older one's being taken instead loses what the file holds.
     */
    static void requireNewestState(MVStore look, Path mvFile) {
        long named = named(look);
        long opened = look.getCurrentVersion();
        if (opened < named) {
            throw new CatalogException("the catalog " + mvFile + " would open at an older state than the one last"
                    + " written (H2 takes its version " + opened + ", the file's header names version " + named
                    + "): not opened, and nothing written to it; " + OlderStateRecovery.advice(mvFile, opened));
        }
    }

    /**
     * Throws when {@code look}'s file holds a transaction committed and not ended
     * ({@link UnendedCommit}): H2 2.5.252 opens such a file and never ends the transaction, and
     * the first write to one of its rows waits for it for ever. H2's recovery tool writes the rows
     * as they were before that commit, so its two commands make a catalog every command can write.
     */
    static void requireEndedCommits(MVStore look, Path mvFile) {
        UnendedCommit.in(look).ifPresent(id -> {
            throw new CatalogException("the catalog " + mvFile + " holds a commit H2 did not finish before a kill"
                    + " (its transaction " + id + "), which H2 never ends and whose rows a write would wait for for"
                    + " ever: not opened, and nothing written to it; keep this file as it is, and make a new catalog"
                    + " of its state before that commit beside it with H2's own tools: "
                    + OlderStateRecovery.madeWith(mvFile));
        });
    }

    /** Whether {@code look}'s file was closed cleanly: its header holds the clean mark ({@link UncleanHeader}). */
    private static boolean clean(MVStore look) {
        return look.getFileStore().getStoreHeader().containsKey("clean");
    }

    /**
     * Whether {@code look}'s file, not closed cleanly, holds entries a kill left owned by a
     * transaction its undo log does not list ({@link OrphanedEntries}); throws when one of them
     * cannot be taken out (it has a committed value), naming H2's recovery commands.
     */
    static boolean requireRepairable(MVStore look, Path mvFile) {
        OrphanedEntries.Found found = OrphanedEntries.in(look);
        if (found.kept() > 0) {
            throw new CatalogException("the catalog " + mvFile + " holds " + found.kept()
                    + (found.kept() == 1 ? " changed row" : " changed rows") + " a kill left owned by a transaction H2"
                    + " does not roll back, which a write would wait for: not opened, and"
                    + " nothing written to it; keep this file as it is, and make a new catalog of it beside it with"
                    + " H2's own tools: " + OlderStateRecovery.madeWith(mvFile));
        }
        return found.any();
    }

    /** Takes out of {@code mvFile} the entries a kill left that no undo log lists ({@link OrphanedEntries}). */
    private static void removeOrphanedEntries(Path mvFile) {
        try (MVStore store = new MVStore.Builder().fileName(mvFile.toString()).open()) {
            OrphanedEntries.removeFrom(store);
        }
    }

    /**
     * Takes the clean mark out of {@code mvFile}'s header ({@link UncleanHeader}) when H2 reading
     * the file without it, as after a kill, takes the version the header names: the chunk it names
     * and every live chunk that one lists are whole, and only a chunk H2 2.5.252 checks beside them
     * in a file closed cleanly (a dead one) is not. True when it did; a file another process holds,
     * or one H2 cannot read so either, is left as it is.
     */
    private static boolean unmarkIfNewestAfterKill(Path mvFile) {
        try {
            long named = UncleanHeader.namedVersion(mvFile);
            return named > 0 && Files.isWritable(mvFile) && NewestChunkLook.versionAfterKill(mvFile) == named
                    && UncleanHeader.write(mvFile, named);
        } catch (MVStoreException | IOException | OverlappingFileLockException e) {
            return false; // the look that follows refuses the file, or H2's open says what it cannot read
        }
    }

    /** The version {@code look}'s file header names. */
    private static long named(MVStore look) {
        return DataUtils.readHexLong(look.getFileStore().getStoreHeader(), "version", 0);
    }

    private static List<String> leftovers(MVStore store) {
        return store.getMapNames().stream().filter(n -> n.startsWith(TEMPORARY)).toList();
    }
}
