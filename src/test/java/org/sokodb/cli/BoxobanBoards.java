package org.sokodb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * How many boards a Boxoban source holds, counted without sokodb: every level of DeepMind's
 * files begins with a line {@code ; N}, and nothing else begins with a semicolon. A source is
 * named as {@code import} names it: a file by its path, a zip entry {@code ZIP!/ENTRY}. And the
 * first level files of the zip, as a directory or a zip of their own, for the kill harness.
 */
final class BoxobanBoards {
    private static final Pattern LEVEL_FILE = Pattern.compile(".*/\\d+\\.txt");
    private static final String IN_ZIP = "!/";
    private final Map<String, Integer> counted = new ConcurrentHashMap<>();

    /** The boards of the source {@code import} printed or stored as {@code name}. */
    int of(String name) {
        return counted.computeIfAbsent(name, BoxobanBoards::count);
    }

    private static int count(String name) {
        int zip = name.indexOf(IN_ZIP);
        try {
            if (zip < 0) {
                try (InputStream in = Files.newInputStream(Path.of(name))) {
                    return levels(in);
                }
            }
            try (ZipFile z = new ZipFile(name.substring(0, zip))) {
                ZipEntry entry = z.getEntry(name.substring(zip + IN_ZIP.length()));
                if (entry == null) {
                    throw new AssertionError("no such entry: " + name);
                }
                try (InputStream in = z.getInputStream(entry)) {
                    return levels(in);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(name, e);
        }
    }

    private static int levels(InputStream in) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        int n = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.startsWith(";")) {
                n++;
            }
        }
        return n;
    }

    /** A directory of the first {@code files} level files of the Boxoban zip (in name order), made in {@code dir}. */
    static Path directory(Path zip, int files, Path dir) throws IOException {
        Files.createDirectories(dir);
        try (ZipFile z = new ZipFile(zip.toFile())) {
            for (ZipEntry e : firstLevelFiles(z, files)) {
                Files.copy(z.getInputStream(e), dir.resolve(e.getName().replace('/', '-')),
                        StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return dir;
    }

    /** A zip of the first {@code files} level files of the Boxoban zip, under their own names. */
    static Path zip(Path zip, int files, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        try (ZipFile z = new ZipFile(zip.toFile()); ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(to))) {
            for (ZipEntry e : firstLevelFiles(z, files)) {
                out.putNextEntry(new ZipEntry(e.getName()));
                z.getInputStream(e).transferTo(out);
                out.closeEntry();
            }
        }
        return to;
    }

    private static List<ZipEntry> firstLevelFiles(ZipFile z, int files) {
        return z.stream().filter(e -> LEVEL_FILE.matcher(e.getName()).matches())
                .sorted(Comparator.comparing(ZipEntry::getName)).limit(files).map(e -> (ZipEntry) e).toList();
    }
}
