package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * No file of code holds more than 400 lines (docs/architecture.md): one that grows past that
 * is split by concept, not squeezed. Code is what {@code src/} and {@code bench/} hold in these
 * languages, the tests and the launcher among them; the levels and pages the tests read are
 * data, not code. And the manual's page of performance stays a page.
 */
class FileSizeTest {
    private static final int MOST = 400;
    private static final Set<String> CODE = Set.of("java", "jte", "js", "css", "sh", "py", "lua", "sql");

    @Test
    void noFileOfCodeHoldsMoreThan400Lines() throws IOException {
        List<String> large = new ArrayList<>();
        for (String tree : List.of("src", "bench")) {
            try (Stream<Path> files = Files.walk(Path.of(tree))) {
                for (Path f : files.filter(Files::isRegularFile).filter(FileSizeTest::isCode).sorted().toList()) {
                    long lines;
                    try (Stream<String> all = Files.lines(f)) {
                        lines = all.count();
                    }
                    if (lines > MOST) {
                        large.add(f + ": " + lines + " lines");
                    }
                }
            }
        }
        assertEquals(List.of(), large, "files of code over " + MOST + " lines");
    }

    /**
     * docs/performance.md is the manual's page of what the commands cost now, with the command
     * and the machine: 250 lines at most; its history is in Git and, where worth keeping, in
     * docs/journal/performance.md.
     */
    @Test
    void thePerformancePageHoldsAt250Lines() throws IOException {
        try (Stream<String> lines = Files.lines(Path.of("docs/performance.md"))) {
            long n = lines.count();
            assertTrue(n <= 250, "docs/performance.md has " + n + " lines");
        }
    }

    private static boolean isCode(Path f) {
        String name = f.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 && CODE.contains(name.substring(dot + 1)) && !f.startsWith(Path.of("bench", "out"))
                && !f.startsWith(Path.of("src", "test", "resources"));
    }
}
