package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.DocumentationTool;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Code comments name what is there: every {@code {@link …}} and {@code {@see …}} in the main
 * sources resolves to a class or member that exists (javadoc's reference check), so a
 * comment citing a removed class or method fails the build.
 */
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
}
