package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    /** The class a class extends, the word after {@code extends} (a lookahead: "extends" is matched, the name is not consumed). */
    private static final Pattern EXTENDS = Pattern.compile("\\bextends (?=(\\w+))");
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
        // the word after each "extends " of every file, in one pass over the files: their subclasses
        Map<String, List<String>> subclassesOf = new HashMap<>();
        SOURCES.forEach((name, text) -> {
            Set<String> parents = new HashSet<>();
            for (Matcher m = EXTENDS.matcher(text); m.find(); ) {
                parents.add(m.group(1));
            }
            parents.forEach(parent -> subclassesOf.computeIfAbsent(parent, p -> new ArrayList<>()).add(name));
        });
        List<String> missing = new ArrayList<>();
        contracts.forEach(contract -> {
            List<String> subclasses = subclassesOf.getOrDefault(contract, List.of());
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
