package org.sokodb;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What changes how sokodb behaves is an option a user can see in {@code --help} and the
 * docs, never a system property or an environment variable read in the code. The readers
 * allowed are named here, each with what it reads and where the docs say so:
 *
 * <ul>
 * <li>system properties: the PostgreSQL credentials look up the JVM's own {@code user.home}
 *     and {@code user.name}; the progress line's first-draw delay, which the terminal tests set
 *     to 0 to see a quick run's line (it changes when the line appears, not what any command does);
 * <li>environment variables: {@code SOKODB_DB} ({@code Main}: README, usage.md),
 *     {@code SOKODB_DEBUG} ({@code cli.terminal.Failures}: catalog.md), {@code COLUMNS}
 *     ({@code cli.terminal.Terminal}: usage.md), and libpq's {@code PGPASSWORD}, {@code PGUSER},
 *     {@code PGPASSFILE} … ({@code PgCredentials}: postgresql.md).
 * </ul>
 *
 * A class that reads any other (a worker named from {@code HOSTNAME}, which most shells do not
 * export) fails here; {@link #everyEnvironmentVariableReadIsDocumented} checks the names.
 */
class NoHiddenSwitchesTest {
    /** Each rule below, on the main classes (ArchRules). */
    @TestFactory
    Stream<DynamicTest> rules() {
        return ArchRules.of(NoHiddenSwitchesTest.class);
    }

    /** The classes that may read the environment (see above). */
    private static final Set<String> ENVIRONMENT_READERS = Set.of("org.sokodb.cli.Main",
            "org.sokodb.cli.terminal.Failures", "org.sokodb.cli.terminal.Terminal",
            "org.sokodb.catalog.db.pg.PgCredentials$Environment");

    @ArchTest
    static final ArchRule noSystemPropertySwitches = noClasses()
            .that().doNotHaveFullyQualifiedName("org.sokodb.catalog.db.pg.PgCredentials$Environment")
            .and().doNotHaveFullyQualifiedName("org.sokodb.catalog.db.pg.PgCredentials")
            .and().doNotHaveFullyQualifiedName("org.sokodb.cli.terminal.Progress")
            .should().callMethod(System.class, "getProperty", String.class)
            .orShould().callMethod(System.class, "getProperty", String.class, String.class)
            .orShould().callMethod(Boolean.class, "getBoolean", String.class)
            .orShould().callMethod(Integer.class, "getInteger", String.class)
            .orShould().callMethod(Integer.class, "getInteger", String.class, int.class)
            .orShould().callMethod(Integer.class, "getInteger", String.class, Integer.class)
            .orShould().callMethod(Long.class, "getLong", String.class)
            .orShould().callMethod(Long.class, "getLong", String.class, long.class)
            .orShould().callMethod(Long.class, "getLong", String.class, Long.class)
            .because("a switch in the code is behaviour no user can see (an option in --help is)");

    @ArchTest
    static final ArchRule noEnvironmentSwitches = noClasses()
            .that(DescribedPredicate.describe("are not the readers named in NoHiddenSwitchesTest",
                    (JavaClass c) -> !ENVIRONMENT_READERS.contains(c.getFullName())))
            .should().callMethod(System.class, "getenv", String.class)
            .orShould().callMethod(System.class, "getenv")
            .orShould().callMethod(ProcessBuilder.class, "environment")
            .because("an environment variable read in the code is behaviour no user can see unless the docs name it");

    /** Each {@code getenv("NAME")} in the code names a variable the README or docs/ explain. */
    @Test
    void everyEnvironmentVariableReadIsDocumented() throws IOException {
        String docs;
        try (Stream<Path> files = Stream.concat(Stream.of(Path.of("README.md")), Files.list(Path.of("docs")))) {
            docs = files.filter(f -> f.toString().endsWith(".md")).map(NoHiddenSwitchesTest::read)
                    .reduce("", String::concat);
        }
        Pattern read = Pattern.compile("getenv\\(\"([A-Z_]+)\"\\)|\\.get\\(\"(PG[A-Z_]+|SOKODB_[A-Z_]+)\"\\)");
        Set<String> names = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
            for (Path f : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = read.matcher(read(f));
                while (m.find()) {
                    names.add(m.group(1) != null ? m.group(1) : m.group(2));
                }
            }
        }
        assertTrue(names.containsAll(Set.of("SOKODB_DB", "SOKODB_DEBUG", "COLUMNS")), names.toString());
        for (String name : names) {
            assertTrue(docs.contains(name), name + " is read in the code and named nowhere in the docs");
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
