package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Tests reach the shared test data only through {@link TestData} (docs/testing.md): a path
 * written out (the folder beside the checkout, as a string) would fail on a clone without it instead of being
 * skipped with the one line that says where to put it.
 */
class SharedDataPathTest {
    /** A string literal that starts with the folder (built so that this file does not hold it). */
    private static final String QUOTED_FOLDER = "\"..".concat("/shared");

    @Test
    void noTestNamesTheSharedFolderItself() throws IOException {
        Path tests = Path.of("src/test/java");
        try (Stream<Path> files = Files.walk(tests)) {
            List<String> named = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("TestData.java"))
                    .filter(SharedDataPathTest::namesTheSharedFolder)
                    .map(p -> tests.relativize(p).toString()).sorted().toList();
            assertEquals(List.of(), named, "use TestData.path(…) or TestData.shipped(…)");
        }
    }

    private static boolean namesTheSharedFolder(Path file) {
        try {
            return Files.readString(file).contains(QUOTED_FOLDER);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
