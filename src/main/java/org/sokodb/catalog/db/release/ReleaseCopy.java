package org.sokodb.catalog.db.release;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.h2.mvstore.DataUtils;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.h2.mvstore.MVStoreTool;

/**
 * Copies a catalog file that another H2 release last wrote into a file the running release
 * writes whole, before the running release writes anything into the old one: H2 2.5.252's first
 * store into a file 2.3.232 closed can take the space of chunks that file's newest chunk still
 * lists, and a kill before that store is whole leaves a file H2 opens only at an older state
 * (docs/catalog.md, "The H2 release"). A file this release wrote has only its own chunks.
 *
 * <p>The copy is H2's own compaction into a new file ({@link #compact}: every map's
 * pages copied as they are, without reading their rows; the sort buffers of a killed index
 * build left out), written as {@code NAME.release-copy-PID.mv.db} beside the catalog, marked as
 * the running release's ({@link H2Release}), synced, then checked complete against the old
 * file — the same maps (tables, indexes, H2's own) with the same entries, and through H2 the
 * same tables with the same rows — and only then renamed over it. The old file is only ever
 * read: a kill at any moment before the rename leaves it as it was (and a copy the next open
 * removes), one after it leaves the whole copy. The old file is held open, read-only, from
 * before the copy to after the rename, so no writer can open it meanwhile, and one copy runs at
 * a time ({@code NAME.release-copy.lock}).
 *
 * <p>A file a kill left with a transaction unfinished holds its undo records, which name their
 * maps by number, and the compaction numbers the maps of the new file anew: H2 could not roll
 * that transaction back in the copy ({@code ReleaseCopyTest}: "map with id 11 is missing"). So
 * when the copy holds such records, it is made again from a byte copy of the old file in which
 * H2 has first rolled them back ({@code NAME.release-copy-rollback-PID.mv.db}, removed after).
 */
public final class ReleaseCopy {
    private static final String COPY = ".release-copy";
    /** A byte copy of the old file in which H2 rolls back what a kill left unfinished, before that is copied. */
    private static final String RECOVERED = ".release-copy-rollback-";
    /** H2's prefix for the maps of a transaction's undo records. */
    private static final String UNDO_LOG = "undoLog";
    private static final String MV_DB = ".mv.db";
    /** H2's prefix for the maps of sort buffers, which only a killed index build leaves. */
    private static final String SORT_BUFFERS = "temp.";
    private static final long TICK_MILLIS = 250;
    /** H2's compaction of one open store into another ({@link #compact}); null if this release has none. */
    private static final Method COMPACT = compaction();

    private ReleaseCopy() {
    }

    /**
     * Whether the file H2 opened as {@code look} was last written by another release than the running one.
     * Compared by their numbers: a record's own {@code equals} is made at its first call, 2 % of a
     * quick command's main thread, since every open asks this.
     */
    public static boolean needed(MVStore look) {
        return H2Release.of(look).code() != H2Release.RUNNING.code();
    }

    /**
     * Copies the catalog {@code base.mv.db} into the running release's own file and puts it in
     * the old one's place, unless another process did first.
     *
     * @param url the JDBC URL sokodb opens the catalog by (its owner's, with any settings)
     * @param h2Name the name an H2 URL gives a file, for a path without {@code .mv.db}
     * @param seen the version H2 took when the file was looked at: a file written since is not copied
     * @throws ReleaseCopyFailure when the copy cannot be made, checked or put in place: the old
     *     file is as it was
     */
    public static void copy(Path base, String url, Function<Path, String> h2Name, long seen, CopyListener listener) {
        Path file = Path.of(base + MV_DB);
        Path lockFile = Path.of(base + COPY + ".lock");
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = tryLock(channel);
            if (lock == null) {
                throw new ReleaseCopyFailure("another sokodb process is copying " + file, true, null);
            }
            try {
                removeAbandoned(base);
                copyHeld(base, url, h2Name, seen, listener);
            } finally {
                // taken away before it is let go: whoever finds it then finds the copy done
                Files.deleteIfExists(lockFile);
                lock.release();
            }
        } catch (ReleaseCopyFailure e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // H2's own failures too (MVStoreException): whatever it was, nothing was put in the old file's place
            throw new ReleaseCopyFailure("cannot copy " + file + ": " + e, false, e);
        }
    }

    private static void copyHeld(Path base, String url, Function<Path, String> h2Name, long seen, CopyListener listener)
            throws IOException {
        Path file = Path.of(base + MV_DB);
        Path targetBase = Path.of(base + COPY + "-" + ProcessHandle.current().pid());
        Path target = Path.of(targetBase + MV_DB);
        // read through H2 before the file is held: H2 does not open a file its own process holds
        Map<String, Long> rows = CopyCheck.tableRows(readOnly(renamed(url, h2Name.apply(base))), file);
        MVStore source;
        try {
            source = new MVStore.Builder().fileName(file.toString()).readOnly().open();
        } catch (MVStoreException e) {
            throw new ReleaseCopyFailure("cannot read " + file + " to copy it: " + e.getMessage(),
                    e.getErrorCode() == DataUtils.ERROR_FILE_LOCKED, e);
        }
        try (source) {
            if (!needed(source)) {
                return; // another process copied it meanwhile
            }
            if (source.getCurrentVersion() != seen) {
                throw new ReleaseCopyFailure(file + " was written by another process while it was looked at", true, null);
            }
            listener.copying(file, H2Release.of(source), liveBytes(source));
            Path recovered = Path.of(base + RECOVERED + ProcessHandle.current().pid() + MV_DB);
            try {
                write(source, target, listener);
                if (unfinished(CopyCheck.sameMaps(source, target, SORT_BUFFERS))) {
                    // the undo records name their maps by number, which the compaction does not keep: the
                    // unfinished transaction is first rolled back by H2, in a byte copy of the old file
                    Files.copy(file, recovered, StandardCopyOption.REPLACE_EXISTING);
                    CopyCheck.tableRows(renamed(url, h2Name.apply(Path.of(base + RECOVERED
                            + ProcessHandle.current().pid()))), recovered);
                    try (MVStore rolledBack = new MVStore.Builder().fileName(recovered.toString()).readOnly().open()) {
                        write(rolledBack, target, listener);
                        CopyCheck.sameMaps(rolledBack, target, SORT_BUFFERS);
                    }
                    Files.delete(recovered);
                }
                CopyCheck.sameRows(rows, CopyCheck.tableRows(readOnly(renamed(url, h2Name.apply(targetBase))), target),
                        file);
                Files.move(target, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(target);
                Files.deleteIfExists(recovered);
                throw e instanceof ReleaseCopyFailure f ? f
                        : new ReleaseCopyFailure("cannot copy " + file + ": " + e.getMessage(), false, e);
            }
            syncDirectory(file.toAbsolutePath().getParent());
        }
    }

    /** Whether a store's maps, with their entries, hold the undo records of a transaction a kill left unfinished. */
    private static boolean unfinished(Map<String, Long> entries) {
        return entries.entrySet().stream().anyMatch(m -> m.getKey().startsWith(UNDO_LOG) && m.getValue() > 0);
    }

    /** Writes the copy of {@code source} into a new file {@code target}, marked, closed and synced. */
    private static void write(MVStore source, Path target, CopyListener listener) throws IOException {
        Files.deleteIfExists(target);
        Thread watch = watch(target, listener);
        try {
            // compressed (LZF) as H2's compaction of a closed file writes its pages, so the import's
            // last compaction, which most catalogs have had: written as they are, the Boxoban
            // catalog's pages took 1.45 times its file (docs/catalog.md)
            MVStore copy = new MVStore.Builder().fileName(target.toString()).compress().open();
            try {
                compact(source, copy);
                for (String name : copy.getMapNames()) {
                    if (name.startsWith(SORT_BUFFERS)) {
                        copy.removeMap(name);
                    }
                }
                H2Release.markRunning(copy);
                copy.commit();
            } finally {
                copy.close();
            }
        } finally {
            watch.interrupt();
        }
        try (FileChannel written = FileChannel.open(target, StandardOpenOption.WRITE)) {
            written.force(true);
        }
        listener.copied(Files.size(target));
    }

    /**
     * H2's compaction of one open store into another: every map's pages copied as they are, with
     * the store's settings. Public in {@code MVStoreTool} in 2.3.232; a private method of
     * {@code MVStore} in 2.5.252, whose public face takes file names (and opens the source itself,
     * which this process holds already).
     */
    private static void compact(MVStore source, MVStore target) {
        if (COMPACT == null) {
            throw new IllegalStateException("this H2 release has neither MVStore.compact(MVStore, MVStore) nor"
                    + " MVStoreTool.compact(MVStore, MVStore), which the copy into its own file needs");
        }
        try {
            COMPACT.invoke(null, source, target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot compact into the copy: " + e.getMessage(), e);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException r ? r
                    : new IllegalStateException("cannot compact into the copy: " + e.getCause(), e.getCause());
        }
    }

    private static Method compaction() {
        for (Class<?> owner : List.of(MVStore.class, MVStoreTool.class)) {
            try {
                Method compact = owner.getDeclaredMethod("compact", MVStore.class, MVStore.class);
                compact.setAccessible(true);
                return compact;
            } catch (NoSuchMethodException e) {
                // the other one
            }
        }
        return null;
    }

    /** A thread that tells {@code listener} the size of {@code target} until interrupted. */
    private static Thread watch(Path target, CopyListener listener) {
        Thread t = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    Thread.sleep(TICK_MILLIS);
                    if (Files.exists(target)) {
                        listener.copied(Files.size(target));
                    }
                }
            } catch (InterruptedException | IOException e) {
                // the copy is over, or its file gone: nothing left to tell
            }
        }, "sokodb-release-copy");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** The bytes of live pages in {@code store}'s file: what its copy holds, near enough. */
    private static long liveBytes(MVStore store) {
        return store.getFileStore().size() * store.getFileStore().getFillRate() / 100;
    }

    /** A lock on {@code channel}'s file, or null when another process (or this one) holds it. */
    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    /** {@code url} naming the H2 file {@code name} instead of its own, its settings kept. */
    static String renamed(String url, String name) {
        int settings = url.indexOf(';');
        return "jdbc:h2:file:" + name + (settings < 0 ? "" : url.substring(settings));
    }

    /** {@code url} opening an existing file read-only: H2 then writes nothing into it. */
    static String readOnly(String url) {
        StringBuilder kept = new StringBuilder();
        String[] parts = url.split(";");
        kept.append(parts[0]);
        for (int i = 1; i < parts.length; i++) {
            String key = parts[i].split("=", 2)[0].strip();
            if (!key.equalsIgnoreCase("ACCESS_MODE_DATA") && !key.equalsIgnoreCase("IFEXISTS") && !parts[i].isBlank()) {
                kept.append(';').append(parts[i]);
            }
        }
        return kept + ";ACCESS_MODE_DATA=r;IFEXISTS=TRUE";
    }

    /**
     * Removes the copy's lock file ({@code NAME.release-copy.lock}) that a kill between the rename
     * and the lock's removal left, unless a live process holds it. For a file the running release
     * wrote, which no copy needs: a copy that begins meanwhile finds the file its own and copies
     * nothing, so the lock taken away under it guards nothing.
     */
    public static void removeAbandonedLock(Path base) {
        Path lockFile = Path.of(base + COPY + ".lock");
        if (!Files.exists(lockFile)) {
            return;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = tryLock(channel);
            if (lock != null) {
                // taken away before it is let go, as the copy does
                Files.deleteIfExists(lockFile);
                lock.release();
            }
        } catch (IOException | RuntimeException e) {
            // tidying only: an empty file left behind costs nothing
        }
    }

    /** Copies a killed process left: their process is gone. */
    private static void removeAbandoned(Path base) {
        Path dir = base.toAbsolutePath().getParent();
        String prefix = base.getFileName() + COPY + "-";
        if (dir == null) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path f : files) {
                String name = f.getFileName().toString();
                if (!name.startsWith(prefix) || !name.endsWith(MV_DB)) {
                    continue;
                }
                String pid = name.substring(prefix.length(), name.length() - MV_DB.length()).replace("rollback-", "");
                if (!pid.isEmpty() && pid.chars().allMatch(Character::isDigit)
                        && ProcessHandle.of(Long.parseLong(pid)).isEmpty()) {
                    Files.deleteIfExists(f);
                }
            }
        } catch (IOException | RuntimeException e) {
            // tidying only: a copy left behind costs nothing but space
        }
    }

    /** Syncs the directory, so that the rename survives a power cut as the file's bytes do. */
    private static void syncDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException e) {
            // a file system that cannot sync a directory keeps the name as it can
        }
    }
}
