package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No package holds more than 25 files (its {@code package-info.java} counted): a package that
 * grows past that is split into packages a newcomer can take in (docs/architecture.md).
 */
class PackageSizeTest {
    private static final int MOST = 25;

    @Test
    void noPackageHoldsMoreThan25Files() throws IOException {
        Path root = Path.of("src/main/java");
        List<String> large;
        try (Stream<Path> dirs = Files.walk(root)) {
            large = dirs.filter(Files::isDirectory).map(d -> {
                try (Stream<Path> files = Files.list(d)) {
                    long n = files.filter(f -> f.toString().endsWith(".java")).count();
                    return n > MOST ? root.relativize(d).toString().replace('/', '.') + ": " + n + " files" : "";
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).filter(s -> !s.isEmpty()).sorted().toList();
        }
        assertEquals(List.of(), large, "packages over " + MOST + " files");
    }
}
