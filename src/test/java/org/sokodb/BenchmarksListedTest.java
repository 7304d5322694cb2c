package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Every benchmark is named in docs/README.md's list of benchmarks, with the page whose figures
 * it makes: each entry of {@code bench/} (a script, a program, a helper or a folder of helpers;
 * {@code bench/out/}, where runs write, aside) appears there as {@code `bench/NAME`}, or inside a
 * row as {@code `bench/NAME/…`} for a folder. A benchmark added without a row, or a row left for
 * one that was retired, fails the build.
 */
class BenchmarksListedTest {
    private static final Path BENCH = Path.of("bench");
    private static final Path LIST = Path.of("docs/README.md");

    @Test
    void everyEntryOfBenchIsNamedInTheListOfBenchmarks() throws IOException {
        String list = Files.readString(LIST);
        List<String> missing;
        try (Stream<Path> entries = Files.list(BENCH)) {
            missing = entries.map(p -> p.getFileName().toString())
                    .filter(name -> !name.equals("out") && !name.startsWith("."))
                    .filter(name -> !list.contains("`bench/" + name + "`") && !list.contains("`bench/" + name + "/"))
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), missing, "entries of bench/ that docs/README.md's list of benchmarks does not name");
    }

    @Test
    void everyBenchmarkTheListNamesExists() throws IOException {
        List<String> gone = Files.readAllLines(LIST).stream()
                .filter(line -> line.startsWith("| `bench/"))
                .map(line -> line.substring(3, line.indexOf('`', 3)))
                .filter(path -> !Files.exists(Path.of(path)))
                .toList();
        assertEquals(List.of(), gone, "benchmarks docs/README.md lists that bench/ does not hold");
    }
}
