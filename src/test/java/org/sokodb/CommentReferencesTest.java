package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.tools.DocumentationTool;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Code comments name what is there: every {@code {@link …}} and {@code {@see …}} in the main
 * sources resolves to a class or member that exists (javadoc's reference check), so a
 * comment citing a removed class or method fails the build. And they say what the code does
 * themselves: the journal (docs/journal/; the solver's numbered entries in
 * docs/journal/solver.md) is cited for what was measured
 * ({@code measured: journal/solver.md entry N}), never as the place to learn what the code does.
 */
@Slow
class CommentReferencesTest {

    @Test
    void everyLinkInTheMainSourcesResolves(@TempDir Path out) throws IOException {
        List<String> args = new ArrayList<>(List.of("-quiet", "-encoding", "UTF-8", "-Xdoclint:reference", "-package",
                "-d", out.toString(), "-cp", System.getProperty("java.class.path")));
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            files.filter(f -> f.toString().endsWith(".java")).map(Path::toString).sorted().forEach(args::add);
        }
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        ByteArrayOutputStream messages = new ByteArrayOutputStream();
        int code = javadoc.run(null, messages, messages, args.toArray(String[]::new));
        assertEquals(0, code, messages.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theJournalIsCitedOnlyForWhatWasMeasured() throws IOException {
        Pattern cited = Pattern.compile("solver-log|journal/");
        Pattern measured = Pattern.compile("measured: journal/solver\\.md entr(?:y|ies) \\d+");
        List<String> sent = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    long all = cited.matcher(line).results().count();
                    long ok = measured.matcher(line).results().count();
                    if (all > ok) {
                        sent.add(f + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        }
        assertEquals(List.of(), sent,
                "comments that send a reader to the journal (cite it as 'measured: journal/solver.md entry N')");
    }
}
