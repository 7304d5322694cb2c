package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Both engines are tested one way (docs/testing.md, "Both engines"): a test meant to hold on H2
 * and on PostgreSQL alike is an abstract {@code …Contract} with an H2 subclass and a PostgreSQL
 * subclass, so that {@code -Dtest='*Postgres*'} runs every PostgreSQL test; no test method takes
 * the engine as a parameter.
 */
class BothEnginesOneWayTest {
    /** Every test source file, by its class name. */
    private static final Map<String, String> SOURCES = new TreeMap<>();

    @BeforeAll
    static void readTheTests() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/test/java"))) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> {
                try {
                    SOURCES.put(f.getFileName().toString().replace(".java", ""), Files.readString(f));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    @Test
    void noTestTakesTheEngineAsAParameter() {
        String parameter = "@EnumSource(" + "DatabaseEngine.class)";
        assertTrue(SOURCES.containsKey("BothEnginesOneWayTest"), "the tests read from src/test/java");
        List<String> found = SOURCES.entrySet().stream().filter(e -> e.getValue().contains(parameter))
                .map(Map.Entry::getKey).toList();
        assertEquals(List.of(), found, "tests that take the engine as a parameter instead of a contract's subclasses");
    }

    @Test
    void everyContractRunsOnH2AndOnPostgresql() {
        List<String> contracts = SOURCES.keySet().stream().filter(name -> name.endsWith("Contract")).toList();
        assertTrue(contracts.contains("ImporterContract"), "the contracts read: " + contracts);
        List<String> missing = new ArrayList<>();
        contracts.forEach(contract -> {
            List<String> subclasses = SOURCES.entrySet().stream()
                    .filter(e -> e.getValue().matches("(?s).*\\bextends " + contract + "\\b.*"))
                    .map(Map.Entry::getKey).toList();
            if (subclasses.stream().noneMatch(s -> s.contains("H2"))) {
                missing.add(contract + " has no H2 subclass");
            }
            if (subclasses.stream().noneMatch(s -> s.contains("Postgres"))) {
                missing.add(contract + " has no PostgreSQL subclass");
            }
        });
        assertEquals(List.of(), missing);
    }
}
