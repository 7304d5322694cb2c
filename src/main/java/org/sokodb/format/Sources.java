package org.sokodb.format;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

/**
 * Turns what the user named (files, directories, zip archives) into {@link Source}s, in a
 * stable order: directories recursively and zip entries, sorted by name in natural order
 * ({@code screen.2} before {@code screen.10}). Every regular file is offered, whatever its extension.
 */
public final class Sources {

    /** Receives the sources found, and the places that could not be read. */
    public interface Visitor {
        /** Called once per source; the source can be opened during this call only. */
        void source(Source source);

        /** A path that cannot be read at all (missing, unreadable, a damaged archive). */
        void problem(SourceLocation where, String reason);

        /** Something skipped on purpose that the user may want to know about. */
        void note(String where, String message);
    }

    private static final byte[] ZIP_MAGIC = {'P', 'K', 3, 4};
    private static final byte[] EMPTY_ZIP_MAGIC = {'P', 'K', 5, 6};

    private Sources() {
    }

    /** Visits every source under {@code asGiven}, a path exactly as the user wrote it. */
    public static void walk(String asGiven, Visitor visitor) {
        Path path = Path.of(asGiven);
        if (!Files.exists(path)) {
            visitor.problem(new SourceLocation(asGiven, 0, 0), "no such file or directory");
        } else if (Files.isDirectory(path)) {
            walkDirectory(asGiven, path, visitor, new HashSet<>());
        } else {
            file(asGiven, path, true, visitor);
        }
    }

    private static void walkDirectory(String name, Path dir, Visitor visitor, Set<Path> onPath) {
        Path real;
        try {
            real = dir.toRealPath();
        } catch (IOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read directory: " + reason(e));
            return;
        }
        if (!onPath.add(real)) {
            visitor.note(name, "skipped: symbolic link loop back to " + real);
            return;
        }
        List<Path> children = new ArrayList<>();
        try (var list = Files.list(dir)) {
            list.forEach(children::add);
        } catch (IOException | java.io.UncheckedIOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read directory: " + reason(e));
            onPath.remove(real);
            return;
        }
        children.sort(Comparator.comparing(p -> p.getFileName().toString(), NaturalOrder.INSTANCE));
        for (Path child : children) {
            String childName = join(name, child.getFileName().toString());
            if (Files.isDirectory(child)) {
                walkDirectory(childName, child, visitor, onPath);
            } else if (Files.isRegularFile(child)) {
                file(childName, child, false, visitor);
            } else if (Files.isSymbolicLink(child) && !Files.exists(child)) {
                visitor.note(childName, "skipped: broken symbolic link");
            } else if (!Files.isRegularFile(child, LinkOption.NOFOLLOW_LINKS)) {
                visitor.note(childName, "skipped: not a regular file");
            }
        }
        onPath.remove(real);
    }

    private static String join(String dir, String child) {
        return dir.endsWith("/") ? dir + child : dir + "/" + child;
    }

    private static void file(String name, Path path, boolean namedByUser, Visitor visitor) {
        byte[] head = new byte[4];
        int n;
        try (InputStream in = Files.newInputStream(path)) {
            n = in.readNBytes(head, 0, 4);
        } catch (IOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read: " + reason(e));
            return;
        }
        if (n == 4 && (startsWith(head, ZIP_MAGIC) || startsWith(head, EMPTY_ZIP_MAGIC))) {
            zip(name, path, visitor);
            return;
        }
        visitor.source(new FileSource(name, path, namedByUser));
    }

    private static void zip(String name, Path path, Visitor visitor) {
        try (ZipFile zip = new ZipFile(path.toFile())) {
            List<? extends ZipEntry> entries = zip.stream()
                    .filter(e -> !e.isDirectory())
                    .sorted(Comparator.comparing(ZipEntry::getName, NaturalOrder.INSTANCE))
                    .toList();
            AtomicLong archiveBytes = new AtomicLong();
            for (ZipEntry entry : entries) {
                visitor.source(new ZipEntrySource(name + "!/" + entry.getName(), zip, entry, archiveBytes));
            }
        } catch (ZipException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "damaged zip archive: " + reason(e));
        } catch (IOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read zip archive: " + reason(e));
        }
    }

    static boolean startsWith(byte[] bytes, byte[] prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    /** A short human reason for an I/O failure, without class names. */
    public static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemLoopException) {
            return "symbolic link loop";
        }
        if (e instanceof java.io.UncheckedIOException u) {
            return reason(u.getCause());
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    private record FileSource(String name, Path path, boolean namedByUser) implements Source {
        @Override
        public InputStream open() throws IOException {
            return new LimitedInputStream(Files.newInputStream(path), SourceLimits.MAX_SOURCE_BYTES, "file");
        }
    }

    private record ZipEntrySource(String name, ZipFile zip, ZipEntry entry, AtomicLong archiveBytes)
            implements Source {
        @Override
        public boolean namedByUser() {
            return false;
        }

        @Override
        public InputStream open() throws IOException {
            InputStream entryStream = new LimitedInputStream(zip.getInputStream(entry),
                    SourceLimits.MAX_SOURCE_BYTES, "zip entry");
            return new ArchiveBudgetStream(entryStream, archiveBytes);
        }
    }

    /** Counts inflated bytes against the whole archive's budget. */
    private static final class ArchiveBudgetStream extends java.io.FilterInputStream {
        private final AtomicLong used;

        ArchiveBudgetStream(InputStream in, AtomicLong used) {
            super(in);
            this.used = used;
        }

        private void count(long n) throws IOException {
            if (n > 0 && used.addAndGet(n) > SourceLimits.MAX_ARCHIVE_BYTES) {
                throw new LimitedInputStream.TooLarge("zip archive inflates to more than the limit of "
                        + SourceLimits.mib(SourceLimits.MAX_ARCHIVE_BYTES));
            }
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count(b < 0 ? 0 : 1);
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            count(n);
            return n;
        }
    }
}
