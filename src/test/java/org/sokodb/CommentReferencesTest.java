package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Code comments name what is there: every {@code {@link …}} and {@code @see} in the main
 * sources resolves to a class or member that exists, so a comment citing a removed class or
 * method fails the build. The main compile checks it as it compiles (javac's doclint,
 * {@code -Xdoclint:reference} in pom.xml's {@code default-compile}, at every access level):
 * a dangling link stops the build before any test runs, and costs nothing beyond the compile
 * (javadoc over every source, as this class once ran it, cost more than any other class of
 * the suite). Held here: that the main compile is so set, and that the setting refuses each
 * kind of dangling link and passes a sound one. And comments say what the code does
 * themselves: the journal (docs/journal/; the solver's numbered entries in
 * docs/journal/solver.md) is cited for what was measured
 * ({@code measured: journal/solver.md entry N}), never as the place to learn what the code does.
 */
class CommentReferencesTest {
    private static final Pattern MAIN_COMPILE_DOCLINT = Pattern.compile(
            "<id>default-compile</id>.*?<arg>(-Xdoclint:[^<]*)</arg>.*?</execution>", Pattern.DOTALL);

    @Test
    void theMainCompileRefusesEveryLinkToNothing(@TempDir Path dir) throws IOException {
        Matcher doclint = MAIN_COMPILE_DOCLINT.matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(doclint.find(), "pom.xml's default-compile checks the comments' references (-Xdoclint:reference)");
        List<String> lines = List.of(
                "/** Pushed as {@link String#length()} says, by {@link Pusher}, onto {@link #goal()}. */",
                "class Box {",
                "    /** @see String#gone() */",
                "    private void push() {",
                "    }",
                "}");
        Path source = dir.resolve("Box.java");
        Files.write(source, lines);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> said = new DiagnosticCollector<>();
        Files.createDirectories(dir.resolve("classes"));
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, null)) {
            boolean compiled = javac.getTask(null, files, said,
                    List.of(doclint.group(1), "-proc:none", "-d", dir.resolve("classes").toString()), null,
                    files.getJavaFileObjects(source)).call();
            assertFalse(compiled, "a dangling link fails the compile");
        }
        List<String> refused = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : said.getDiagnostics()) {
            refused.add(d.getKind() + " " + d.getLineNumber() + ":" + d.getColumnNumber() + " " + d.getMessage(Locale.ROOT));
        }
        // the class and the method of a public comment, the method of a private one's @see, each
        // where its name starts; String#length() is there
        assertEquals(List.of(
                "ERROR 1:" + column(lines.get(0), "Pusher}") + " reference not found",
                "ERROR 1:" + column(lines.get(0), "#goal()") + " reference not found",
                "ERROR 3:" + column(lines.get(2), "String#gone") + " reference not found"), refused);
    }

    private static int column(String line, String reference) {
        return line.indexOf(reference) + 1;
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
