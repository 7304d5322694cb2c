package org.sokodb.format.source;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

import org.sokodb.files.FileFailures;

/**
 * Turns what the user named (files, directories, zip archives) into {@link Source}s, in a
 * stable order: directories recursively and zip entries, sorted by name in natural order
 * ({@code screen.2} before {@code screen.10}). Every regular file is offered, whatever its extension.
 */
public final class Sources {

    /** Receives the sources found, and the places that could not be read. */
    public interface Visitor extends Diagnostics {
        /** Called once per source; the source can be opened during this call only. */
        void source(Source source);

        /** A visitor whose problems and notes go on to {@link #diagnostics()}. */
        interface Passing extends Visitor, Diagnostics.Passing {
        }
    }

    private static final byte[] ZIP_MAGIC = {'P', 'K', 3, 4};
    private static final byte[] EMPTY_ZIP_MAGIC = {'P', 'K', 5, 6};

    private Sources() {
    }

    /** Visits every source under {@code asGiven}, a path exactly as the user wrote it, within the default limits. */
    public static void walk(String asGiven, Visitor visitor) {
        walk(asGiven, SourceLimits.DEFAULT, visitor);
    }

    /** Visits every source under {@code asGiven}; every stream opened is capped by {@code limits}. */
    public static void walk(String asGiven, SourceLimits limits, Visitor visitor) {
        if (asGiven.equals("-")) {
            visitor.source(new StdinSource(System.in, limits));
            return;
        }
        Path path;
        try {
            path = Path.of(asGiven);
        } catch (InvalidPathException e) {
            visitor.problem(new SourceLocation(asGiven, 0, 0), "not a valid path: " + e.getReason());
            return;
        }
        if (!Files.exists(path)) {
            visitor.problem(new SourceLocation(asGiven, 0, 0), Files.isSymbolicLink(path)
                    ? brokenLink(path) : "no such file or directory");
        } else if (Files.isDirectory(path)) {
            new Walk(limits, visitor).directory(asGiven, path);
        } else {
            file(asGiven, path, true, limits, visitor);
        }
    }

    /**
     * The bytes the sources under {@code asGiven} hold, as the file system and the zip
     * archives' directories give them, without reading a source: what an import can know of
     * its size before it reads (a zip entry counts its inflated size). Standard input, and
     * whatever cannot be listed, count 0; reading them reports why.
     */
    public static long bytes(String asGiven) {
        if (asGiven.equals("-")) {
            return 0;
        }
        try {
            Path path = Path.of(asGiven);
            if (!Files.isDirectory(path)) {
                return fileBytes(path);
            }
            try (var files = Files.walk(path)) {
                return files.filter(Files::isRegularFile).mapToLong(Sources::fileBytes).sum();
            }
        } catch (InvalidPathException | IOException | UncheckedIOException e) {
            return 0;
        }
    }

    private static long fileBytes(Path path) {
        if (!Files.isRegularFile(path)) {
            return 0;
        }
        byte[] head = new byte[4];
        try (InputStream in = Files.newInputStream(path)) {
            if (in.readNBytes(head, 0, 4) == 4 && startsWith(head, ZIP_MAGIC)) {
                try (ZipFile zip = new ZipFile(path.toFile())) {
                    // an entry whose size the directory does not give counts as stored
                    return zip.stream().mapToLong(e -> Math.max(e.getSize(), e.getCompressedSize())).sum();
                }
            }
            return Files.size(path);
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * A regular file read under a name of the caller's choosing rather than its path (levels a
     * command made in a temporary file, stored under the name the user will see).
     */
    public static Source named(String name, Path file) {
        return new FileSource(name, file, true, SourceLimits.DEFAULT);
    }

    /**
     * One walk of a directory tree. Every directory is read once: a symbolic link back to a
     * directory being read is a loop, one to a directory read before (two links to one place,
     * nested: a tree of links could name the same directories exponentially often) is skipped.
     */
    private static final class Walk {
        private final SourceLimits limits;
        private final Visitor visitor;
        private final Set<Path> onPath = new HashSet<>();
        private final Map<Path, String> read = new HashMap<>();

        Walk(SourceLimits limits, Visitor visitor) {
            this.limits = limits;
            this.visitor = visitor;
        }

        void directory(String name, Path dir) {
            Path real;
            try {
                real = dir.toRealPath();
            } catch (IOException e) {
                visitor.problem(new SourceLocation(name, 0, 0), "cannot read directory: " + reason(e));
                return;
            }
            if (onPath.contains(real)) {
                visitor.note(name, "skipped: symbolic link loop back to " + real);
                return;
            }
            if (read.containsKey(real)) {
                visitor.note(name, "skipped: the same directory as " + read.get(real) + ", read already");
                return;
            }
            read.put(real, name);
            List<Path> children = new ArrayList<>();
            try (var list = Files.list(dir)) {
                list.forEach(children::add);
            } catch (IOException | UncheckedIOException e) {
                visitor.problem(new SourceLocation(name, 0, 0), "cannot read directory: " + reason(e));
                return;
            }
            onPath.add(real);
            children.sort(Comparator.comparing(p -> p.getFileName().toString(), NaturalOrder.INSTANCE));
            for (Path child : children) {
                String childName = join(name, child.getFileName().toString());
                if (Files.isDirectory(child)) {
                    directory(childName, child);
                } else if (Files.isRegularFile(child)) {
                    file(childName, child, false, limits, visitor);
                } else if (Files.isSymbolicLink(child) && !Files.exists(child)) {
                    visitor.note(childName, "skipped: " + brokenLink(child));
                } else if (!Files.isRegularFile(child, LinkOption.NOFOLLOW_LINKS)) {
                    visitor.note(childName, "skipped: not a regular file");
                }
            }
            onPath.remove(real);
        }
    }

    /** Why a symbolic link leads nowhere: a loop of links, or a target that does not exist. */
    private static String brokenLink(Path link) {
        Set<Path> seen = new HashSet<>();
        Path at = link.toAbsolutePath();
        try {
            // the kernel gives up after 40 links; so do we
            while (Files.isSymbolicLink(at) && seen.size() <= 40) {
                if (!seen.add(at)) {
                    return "symbolic link loop";
                }
                Path parent = at.getParent();
                at = parent == null ? Files.readSymbolicLink(at) : parent.resolve(Files.readSymbolicLink(at));
                at = at.normalize();
            }
        } catch (IOException e) {
            return "broken symbolic link";
        }
        return seen.size() > 40 ? "symbolic link loop" : "broken symbolic link (to " + at + ")";
    }

    private static String join(String dir, String child) {
        return dir.endsWith("/") ? dir + child : dir + "/" + child;
    }

    private static void file(String name, Path path, boolean namedByUser, SourceLimits limits, Visitor visitor) {
        if (!Files.isRegularFile(path)) {
            pipe(name, path, limits, visitor);
            return;
        }
        byte[] head = new byte[4];
        int n;
        try (InputStream in = Files.newInputStream(path)) {
            n = in.readNBytes(head, 0, 4);
        } catch (IOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read: " + reason(e));
            return;
        }
        if (n == 4 && (startsWith(head, ZIP_MAGIC) || startsWith(head, EMPTY_ZIP_MAGIC))) {
            zip(name, path, limits, visitor);
            return;
        }
        visitor.source(new FileSource(name, path, namedByUser, limits));
    }

    /**
     * A pipe or a device named on the command line ({@code /dev/stdin}, a shell's {@code <(…)})
     * can be read only once, but a source is opened more than once (to tell its format, by the
     * catalog to hash its bytes) and a zip archive needs random access. So its bytes are copied
     * to a temporary file first, within the source limit, and read from there under the name given;
     * one whose first bytes say it holds no levels ({@link StreamHead}) is refused before that.
     */
    private static void pipe(String name, Path path, SourceLimits limits, Visitor visitor) {
        Path copy;
        try {
            copy = Files.createTempFile("sokodb-", ".read");
        } catch (IOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read: no temporary copy could be made: " + reason(e));
            return;
        }
        try {
            try (InputStream in = new LimitedInputStream(new FileInputStream(path.toFile()), limits.sourceBytes(),
                    "file"); var out = Files.newOutputStream(copy)) {
                byte[] head = StreamHead.read(in);
                if (StreamHead.cannotBeLevels(head)) {
                    visitor.problem(new SourceLocation(name, 0, 0), StreamHead.REFUSED);
                    return;
                }
                out.write(head);
                in.transferTo(out);
            } catch (IOException e) {
                visitor.problem(new SourceLocation(name, 0, 0), "cannot read: " + reason(e));
                return;
            }
            file(name, copy, true, limits, visitor);
        } finally {
            try {
                Files.deleteIfExists(copy);
            } catch (IOException e) {
                // a temporary file left behind; the system cleans its temporary directory
            }
        }
    }

    private static void zip(String name, Path path, SourceLimits limits, Visitor visitor) {
        try (ZipFile zip = new ZipFile(path.toFile())) {
            List<? extends ZipEntry> entries = zip.stream()
                    .filter(e -> !e.isDirectory())
                    .sorted(Comparator.comparing(ZipEntry::getName, NaturalOrder.INSTANCE))
                    .toList();
            AtomicLong archiveBytes = new AtomicLong();
            for (int i = 0; i < entries.size(); i++) {
                visitor.source(new ZipEntrySource(name + "!/" + entries.get(i).getName(), zip, entries.get(i),
                        archiveBytes, new AtomicLong(), limits));
                int left = entries.size() - i - 1;
                if (archiveBytes.get() > limits.archiveBytes() && left > 0) {
                    // the entry that crossed the limit was reported; the rest would fail the same way
                    visitor.note(name, "skipped the last " + left + (left == 1 ? " entry" : " entries")
                            + ": the archive inflates to more than the limit of "
                            + SourceLimits.mib(limits.archiveBytes()));
                    break;
                }
            }
        } catch (ZipException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "damaged zip archive: " + reason(e));
        } catch (IOException e) {
            visitor.problem(new SourceLocation(name, 0, 0), "cannot read zip archive: " + reason(e));
        }
    }

    /**
     * {@code in} read at most {@code limit} bytes: past them a read fails with the reason
     * "{@code what} is larger than the limit of N MiB" ({@link #reason} gives it).
     */
    public static InputStream bounded(InputStream in, long limit, String what) {
        return new LimitedInputStream(in, limit, what);
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
        return e instanceof UncheckedIOException u ? FileFailures.reason(u.getCause()) : FileFailures.reason(e);
    }

    private record FileSource(String name, Path path, boolean namedByUser, SourceLimits limits) implements Source {
        @Override
        public Optional<Path> file() {
            return Optional.of(path);
        }

        @Override
        public InputStream open() throws IOException {
            return new LimitedInputStream(Files.newInputStream(path), limits.sourceBytes(), "file");
        }
    }

    /** {@code counted}: the most bytes of this entry counted against {@code archiveBytes}, over all its readings. */
    private record ZipEntrySource(String name, ZipFile zip, ZipEntry entry, AtomicLong archiveBytes, AtomicLong counted,
            SourceLimits limits) implements Source {
        @Override
        public boolean namedByUser() {
            return false;
        }

        @Override
        public InputStream open() throws IOException {
            InputStream entryStream = new LimitedInputStream(zip.getInputStream(entry), limits.sourceBytes(),
                    "zip entry");
            // every entry's inflated bytes count against the whole archive's budget, once however often it is read
            return LimitedInputStream.entry(entryStream, archiveBytes, counted, limits.archiveBytes(),
                    "zip archive inflates to more than the limit of " + SourceLimits.mib(limits.archiveBytes()));
        }
    }
}
