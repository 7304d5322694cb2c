package org.sokodb.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * How many boards a Boxoban source holds, counted without sokodb: every level of DeepMind's
 * files begins with a line {@code ; N}, and nothing else begins with a semicolon. A source is
 * named as {@code import} names it: a file by its path, a zip entry {@code ZIP!/ENTRY}.
 */
final class BoxobanBoards {
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
}
