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
 * the default locale or time zone) is {@code @Isolated}, so nothing runs beside it; and every
 * class that works on PostgreSQL is {@code @Alongside}, so those run one after another in the
 * second lane and never beside each other: some of them watch the whole test database (who
 * waits for a lock, which connections to cut).
 */
class AlongsideTest {
    private static final Path TESTS = Path.of("src/test/java/org/sokodb");
    private static final Pattern GLOBALS = Pattern.compile("System\\.(?:setProperty|clearProperty|setOut|setErr|setIn)\\("
            + "|(?:Locale|TimeZone)\\.setDefault\\(");
    private static final Pattern POSTGRES = Pattern.compile("TestPostgres\\.freshSchema\\(");
    private static final Pattern CLASS = Pattern.compile("^(?:public |final )*class \\w+", Pattern.MULTILINE);

    @Test
    void aClassThatChangesTheJvmRunsAloneAndOneOnPostgresqlInTheSecondLane() throws IOException {
        List<String> wrong = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TESTS)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith("Test.java")).sorted().toList()) {
                String source = Files.readString(f);
                if (!CLASS.matcher(source).find()) {
                    continue; // abstract: its subclasses say where they run
                }
                boolean alongside = source.contains("\n@Alongside\n");
                boolean isolated = source.contains("\n@Isolated\n");
                if (GLOBALS.matcher(source).find() && !isolated) {
                    wrong.add(f + ": changes the JVM's globals, so it is @Isolated");
                }
                if ((f.getFileName().toString().contains("Postgres") || POSTGRES.matcher(source).find()) && !alongside) {
                    wrong.add(f + ": works on PostgreSQL, so it is @Alongside");
                }
                if (alongside && isolated) {
                    wrong.add(f + ": @Alongside or @Isolated, not both");
                }
            }
        }
        assertEquals("", String.join("\n", wrong));
    }
}
