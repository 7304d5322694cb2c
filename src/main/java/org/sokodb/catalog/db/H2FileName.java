package org.sokodb.catalog.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The name an H2 URL can carry for a catalog file. H2 reads everything after the first
 * {@code ;} of its URL as settings, and there is no way to quote it: a path holding one (or
 * a control character) is reached through a symbolic link in a private
 * directory of this process instead ({@code /tmp/sokodb-catalog-…}, removed when the process
 * ends), whose own name H2 reads as it is. When only the folder holds such a character the
 * link is to the folder, and the file is used as usual; when the file's own name does, the
 * link is to the file, and H2 cannot compact that file ({@link #compactable}): compacting
 * writes a new file beside the link and puts it in the link's place.
 */
final class H2FileName {
    private static final Map<Path, String> ALIASES = new ConcurrentHashMap<>();
    private static final AtomicInteger NEXT = new AtomicInteger();
    private static volatile Path aliasDirectory;

    private H2FileName() {
    }

    /** Whether H2 reads {@code path} in its URL as exactly that path. */
    static boolean fits(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c == ';' || Character.isISOControl(c)) {
                return false;
            }
        }
        return true;
    }

    /** Whether H2 may compact the file of {@code base} in place (it is not reached through a link to the file itself). */
    static boolean compactable(Path base) {
        return fits(base.toString()) || fits(base.getFileName().toString());
    }

    /**
     * What to write in the URL for the H2 file {@code base.mv.db} ({@code base} absolute):
     * the path itself when H2 reads it right, else the same file through a link.
     *
     * @throws UncheckedIOException when the link cannot be made
     * @throws IllegalArgumentException for a path holding a backslash, which H2 cannot open
     */
    static String of(Path base) {
        String plain = base.toString();
        if (plain.indexOf('\\') >= 0) {
            // H2 turns every backslash into a slash after following links to the real path: no link helps
            throw new IllegalArgumentException("H2 cannot keep a catalog at a path holding a backslash: " + plain
                    + ".mv.db (choose a path without one)");
        }
        if (fits(plain)) {
            return plain;
        }
        return ALIASES.computeIfAbsent(base, H2FileName::link);
    }

    private static String link(Path base) {
        try {
            Path dir = aliasDirectory();
            String name = base.getFileName().toString();
            int n = NEXT.incrementAndGet();
            if (fits(name)) {
                Path folder = dir.resolve("d" + n);
                Files.createSymbolicLink(folder, base.getParent());
                folder.toFile().deleteOnExit();
                return folder.resolve(name).toString();
            }
            Path file = dir.resolve("c" + n + ".mv.db");
            Files.createSymbolicLink(file, Path.of(base + ".mv.db"));
            file.toFile().deleteOnExit();
            return dir.resolve("c" + n).toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot reach " + base + ".mv.db through a link: " + e.getMessage(), e);
        }
    }

    private static synchronized Path aliasDirectory() throws IOException {
        if (aliasDirectory == null) {
            Path dir = Files.createTempDirectory("sokodb-catalog-");
            // deleted after the links in it: deleteOnExit runs in the reverse order of registration
            dir.toFile().deleteOnExit();
            aliasDirectory = dir;
        }
        return aliasDirectory;
    }
}
