package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * What lets the two lanes of the suite ({@link Alongside}) run at once, read from the test
 * sources: a class that changes what every class sees (a system property, a standard stream,
 * the default locale or time zone) is {@link RunsAlone}, so nothing runs beside it; and every
 * class that works on PostgreSQL is {@link AlongsideOnPostgres}, so those run one at a time,
 * never beside each other: some of them watch the whole test database (who waits for a lock,
 * which connections to cut). An {@code @Alongside} class holds a lock of its own, named after it:
 * JUnit runs the methods of a class that holds a lock one after another in its thread, where
 * {@code @Alongside}'s {@code @Execution(CONCURRENT)} alone would start them side by side.
 */
class AlongsideTest {
    private static final Path TESTS = Path.of("src/test/java/org/sokodb");
    private static final Pattern GLOBALS = Pattern.compile("System\\.(?:setProperty|clearProperty|setOut|setErr|setIn)\\("
            + "|(?:Locale|TimeZone)\\.setDefault\\(");
    private static final Pattern POSTGRES = Pattern.compile("TestPostgres\\.freshSchema\\(");
    private static final Pattern CLASS = Pattern.compile("^(?:public |final )*class \\w+", Pattern.MULTILINE);

    @Test
    void aClassThatChangesTheJvmRunsAloneAndOnesOnPostgresqlOneAtATime() throws IOException {
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TESTS)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith("Test.java")).sorted().toList()) {
                String source = Files.readString(f);
                if (!CLASS.matcher(source).find()) {
                    continue; // abstract: its subclasses say where they run
                }
                boolean alongside = source.contains("\n@Alongside\n");
                boolean onPostgres = source.contains("\n@AlongsideOnPostgres\n");
                boolean isolated = source.contains("\n@RunsAlone\n");
                if (GLOBALS.matcher(source).find() && !isolated) {
                    wrong.add(f + ": changes the JVM's globals, so it is @RunsAlone");
                }
                if ((f.getFileName().toString().contains("Postgres") || POSTGRES.matcher(source).find()) && !onPostgres) {
                    wrong.add(f + ": works on PostgreSQL, so it is @AlongsideOnPostgres");
                }
                String name = f.getFileName().toString().replace(".java", "");
                if (alongside && !source.contains("\n@Alongside\n@ResourceLock(\"" + name + "\")\n")) {
                    wrong.add(f + ": @Alongside with @ResourceLock(\"" + name + "\") under it, so that its methods run"
                            + " one after another");
                }
                if ((alongside ? 1 : 0) + (onPostgres ? 1 : 0) + (isolated ? 1 : 0) > 1) {
                    wrong.add(f + ": one of @Alongside, @AlongsideOnPostgres and @RunsAlone");
                }
            }
        }
        assertEquals("", String.join("\n", wrong));
    }
}
