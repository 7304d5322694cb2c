package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.sokodb.optimizer.HandLevels;

import picocli.CommandLine;

/**
 * The README's exit-code rule, held for every command (issue 85, item 5): 1 when the input is at
 * fault — a path that does not exist, a file or directory that holds no level, a SOLUTIONS or
 * {@code --aliases} file missing or with a malformed line, an ID or {@code --source} naming
 * nothing — with the rest done and the totals printed; 2 for a wrong command line; 3 when
 * something else is (here: no catalog for a command that reads one, {@code solve --catalog}
 * too, which once made an empty one and ended 0); 0 when all is well. Each
 * case is one command line run in this JVM; the catalog is screen.1 of XSokoban.
 */
@Timeout(120) // a serve that started after all would wait for Ctrl-C: fail, do not hang
class ExitCodeRuleTest {
    @TempDir
    static Path dir;

    private static String db;
    private static String good;
    private static String withSolution;
    private static String missing;
    private static String noLevelDir;
    private static String mixedDir;
    private static String emptyFile;
    private static String solutions;
    private static String badAliases;
    private static String noCatalog;

    /** One command line and what the rule says of it: the exit code, a line stderr must hold, a text stdout must. */
    record Case(String what, int code, List<String> args, String errLine, String outHolds) {
        @Override
        public String toString() {
            return what + ": " + String.join(" ", args);
        }
    }

    @BeforeAll
    static void files() throws IOException {
        db = dir.resolve("c").toString();
        good = Path.of("collections/xsokoban/screen.1").toAbsolutePath().toString();
        Cli imported = Cli.run("--db", db, "import", good);
        assertEquals(0, imported.code(), imported.err());
        withSolution = Files.writeString(dir.resolve("wander.sok"), HandLevels.WANDER.sok()).toString();
        missing = dir.resolve("no-such-file.xsb").toString();
        Path readme = Files.createDirectories(dir.resolve("mistyped"));
        Files.writeString(readme.resolve("README.txt"), "Levels are elsewhere.\n");
        noLevelDir = readme.toString();
        Path mixed = Files.createDirectories(dir.resolve("mixed"));
        Files.writeString(mixed.resolve("README.txt"), "The levels are beside me.\n");
        Files.writeString(mixed.resolve("wander.sok"), HandLevels.WANDER.sok());
        mixedDir = mixed.toString();
        emptyFile = Files.writeString(dir.resolve("empty.xsb"), "").toString();
        solutions = Files.writeString(dir.resolve("sol.txt"), HandLevels.WANDER.input() + "\n").toString();
        badAliases = Files.writeString(dir.resolve("aliases.tsv"), "Only One Name\n").toString();
        noCatalog = dir.resolve("nowhere").toString();
    }

    private static Case c(String what, int code, String errLine, String outHolds, String... args) {
        return new Case(what, code, List.of(args), errLine, outHolds);
    }

    /** A catalog command line: {@code --db} the test's catalog first. */
    private static Case cat(String what, int code, String errLine, String outHolds, String... args) {
        List<String> line = new ArrayList<>(List.of("--db", db));
        line.addAll(List.of(args));
        return new Case(what, code, line, errLine, outHolds);
    }

    static Stream<Case> cases() {
        String notThere = missing + ": no such file or directory";
        String noLevel = noLevelDir + ": holds no level: every file in it was skipped (above)";
        String emptyLine = emptyFile + ": no level in this file";
        String noSolutions = missing + ": cannot read: no such file";
        String mixedSkipped = mixedDir + "/README.txt: skipped: no level in this file";
        return Stream.of(
                // the commands that read level files, directories and archives
                c("fine", 0, null, "\t1\t", "id", good),
                c("a path that does not exist", 1, notThere, "exact_id", "id", missing),
                c("the rest still done", 1, notThere, "\t1\t", "id", missing, good),
                c("a directory that holds no level", 1, noLevel, "exact_id", "id", noLevelDir),
                c("a file that holds no level", 1, emptyLine, "exact_id", "id", emptyFile),
                cat("fine (imported already)", 0, null, "1 already imported", "import", good),
                cat("a path that does not exist, totals said", 1, notThere, "total: 0 sources imported", "import",
                        missing),
                cat("a directory that holds no level", 1, noLevel, "total: 0 sources imported", "import",
                        noLevelDir),
                cat("a file in a directory skipped beside levels: no failure", 0, mixedSkipped, "total: 1 source "
                        + "imported", "import", mixedDir),
                cat("a file that holds no level", 1, emptyLine, "total: 0 sources imported", "import", emptyFile),
                c("fine", 0, null, "\tsolved\t", "solve", withSolution),
                c("a path that does not exist", 1, notThere, "verdict", "solve", missing),
                c("a directory that holds no level", 1, noLevel, "verdict", "solve", noLevelDir),
                c("fine", 0, null, "\tvalid\t", "verify", withSolution),
                c("a path that does not exist", 1, notThere, null, "verify", missing),
                c("a directory that holds no level", 1, noLevel, "verdict", "verify", noLevelDir),
                c("SOLUTIONS does not exist", 1, noSolutions, null, "verify", withSolution, missing),
                c("SOLUTIONS is a directory", 1, noLevelDir + ": is a directory, not a solution file", null,
                        "verify", withSolution, noLevelDir),
                c("fine", 0, null, "\timproved\t", "optimize", "--node-limit", "1000", withSolution),
                c("a path that does not exist", 1, notThere, null, "optimize", missing),
                c("a directory that holds no level", 1, noLevel, "verdict", "optimize", noLevelDir),
                c("SOLUTIONS does not exist", 1, noSolutions, null, "optimize", withSolution, missing),
                cat("LEVELS does not exist", 1, notThere, null, "import-solutions", missing, solutions),
                cat("SOLUTIONS does not exist", 1, noSolutions, null, "import-solutions", good, missing),
                // auxiliary files
                cat("--aliases does not exist", 1, "sokodb: cannot read aliases from " + missing + ": no such file",
                        null, "credits", "--aliases", missing),
                cat("a malformed --aliases line", 1, badAliases + ":1: expected a name, a tab and another name of "
                        + "the same person", "group", "credits", "--aliases", badAliases),
                cat("a malformed --aliases line", 1, badAliases + ":1: expected a name, a tab and another name of "
                        + "the same person", "author", "authors", "--aliases", badAliases),
                cat("a malformed --aliases line: not started", 1, null, null, "serve", "--port", "0", "--aliases",
                        badAliases),
                cat("--aliases does not exist: not started", 1, null, null, "serve", "--port", "0", "--aliases",
                        missing),
                // names that name nothing in the catalog
                cat("fine", 0, null, "Unique-Id", "show", good + "#1"),
                cat("an ID that names nothing", 1, null, null, "show", "0123456789ABCDEF"),
                cat("an ID that names nothing", 1, null, null, "similar", "0123456789ABCDEF"),
                cat("a --source that names nothing", 1, null, null, "dups", "--source", missing),
                cat("a --source that names nothing", 1, null, null, "credits", "--source", missing),
                cat("a --source that names nothing", 1, null, null, "export", "--out", dir.resolve("x.sok").toString(),
                        "--source", missing),
                cat("an --author whom nothing credits", 1, null, null, "credits", "--author", "Nobody Atall"),
                // no catalog: not the input's fault
                c("no catalog", 3, null, null, "--db", noCatalog, "dups"),
                c("no catalog", 3, null, null, "--db", noCatalog, "collections"),
                c("no catalog", 3, null, null, "--db", noCatalog, "stats"),
                c("no catalog", 3, null, null, "--db", noCatalog, "show", "0123456789ABCDEF"),
                c("no catalog", 3, null, null, "--db", noCatalog, "credits"),
                c("no catalog", 3, null, null, "--db", noCatalog, "authors"),
                c("no catalog", 3, null, null, "--db", noCatalog, "similar", "0123456789ABCDEF"),
                c("no catalog", 3, null, null, "--db", noCatalog, "export", "--out", dir.resolve("y.sok").toString()),
                c("no catalog", 3, null, null, "--db", noCatalog, "import-solutions", good, solutions),
                c("no catalog", 3, null, null, "--db", noCatalog, "solve", "--catalog"),
                c("no catalog", 3, null, null, "--db", noCatalog, "optimize", "--catalog"),
                c("no catalog", 3, null, null, "--db", noCatalog, "serve", "--port", "0"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theRuleHolds(Case k) {
        Cli r = Cli.run(k.args().toArray(String[]::new));
        assertEquals(k.code(), r.code(), k + "\n" + r.err());
        assertTrue(r.err().lines().noneMatch(l -> l.contains("\tat ") || l.contains("Exception")), "no trace: " + r.err());
        if (k.errLine() != null) {
            assertTrue(r.err().lines().anyMatch(k.errLine()::equals), k + ": stderr lacks " + k.errLine() + "\n" + r.err());
        }
        if (k.outHolds() != null) {
            assertTrue(r.out().contains(k.outHolds()), k + ": stdout lacks " + k.outHolds() + "\n" + r.out());
        }
    }

    /** Every command refuses an option it does not have with 2, before any work. */
    @Test
    void aWrongCommandLineIs2ForEveryCommand() {
        for (Class<?> command : CommandTree.commands()) {
            if (command == CommandLine.HelpCommand.class) {
                continue; // picocli's own: "help X" names a command, an option it takes as one unknown
            }
            String name = command.getAnnotation(CommandLine.Command.class).name();
            Cli r = Cli.run("--db", noCatalog, name, "--no-such-option");
            assertEquals(2, r.code(), name + ": " + r.err());
        }
    }
}
