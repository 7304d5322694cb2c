package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.solver.SolverResult;

import picocli.CommandLine;

/**
 * Issue 17, point 8: help text that reads well at 80 columns, options only where they
 * apply, an example that exists, and the generated shell completion and man page.
 */
class HelpTextTest {
    private static final List<String> COMMANDS = List.of("id", "import", "import-solutions", "dups", "collections",
            "show", "stats", "verify", "export", "solve", "optimize", "generate", "completion", "man",
            "similar", "serve");

    @TempDir
    Path dir;

    @Test
    void theCatalogDefaultIsNeverCutInsideAPath() {
        for (String command : List.of("import", "dups", "show", "export")) {
            String help = Cli.run(command, "--help").out();
            assertTrue(help.replaceAll("\\s+", " ").contains("Default: $SOKODB_DB, else the file sokodb.mv.db in the "
                    + "current directory."), command + ": " + help);
            for (String line : help.lines().toList()) {
                assertFalse(line.endsWith(".") && line.endsWith(" ."), command + ": " + line);
                assertFalse(line.strip().startsWith("/"), command + ": a line starts inside a path: " + line);
            }
        }
    }

    /** Every name the {@code search} column may hold is in {@code solve --help} (once "phases" and "packing" were not). */
    @Test
    void solveHelpListsEverySearchARowMayName() {
        String help = Cli.run("solve", "--help").out().replaceAll("\\s+", " ");
        for (String search : SolverResult.SEARCHES) {
            assertTrue(help.matches("(?s).*[ :,]" + search + " \\(.*"), search + ": " + help);
        }
    }

    /**
     * A solution file that does not exist is rejected input (exit 1, as the README's rule has
     * it), and {@code verify --help} says so: it said 3 once, for a file that cannot be read.
     */
    @Test
    void verifyHelpGivesTheExitCodeOfASolutionFileThatIsNotThere() throws Exception {
        String help = Cli.run("verify", "--help").out().replaceAll("\\s+", " ");
        assertTrue(help.contains("exit 1 when any other row is not valid or a board is rejected or a file (LEVELS, "
                + "SOLUTIONS) does not exist or cannot be read"), help);
        assertFalse(help.contains("3 when SOLUTIONS"), help);
        Path levels = Files.writeString(dir.resolve("l.xsb"), BadInputTest.GOOD);
        CliRun run = CliRun.of("verify", levels.toString(), dir.resolve("none.txt").toString());
        assertEquals(1, run.exitCode(), run.err());
        assertEquals(List.of(dir.resolve("none.txt") + ": cannot read: no such file"), run.errLines());
    }

    /** Every format {@code export --format} writes is named in its description (SLC was not). */
    @Test
    void exportHelpNamesEveryFormatItWrites() {
        String help = Cli.run("export", "--help").out().replaceAll("\\s+", " ");
        String description = help.substring(0, help.indexOf(" --band"));
        for (String format : List.of("SOK", "XSB", "SLC")) {
            assertTrue(description.contains(format), format + ": " + description);
        }
        assertTrue(help.contains("One of sok, xsb, slc"), help);
    }

    @Test
    void everyDescriptionParagraphIsWholeSentences() {
        CommandLine root = Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        for (String name : COMMANDS) {
            for (String paragraph : root.getSubcommands().get(name).getCommandSpec().usageMessage().description()) {
                assertTrue(paragraph.matches("(?s).*[.:)]$"), name + ": a paragraph broken by hand: " + paragraph);
            }
        }
    }

    @Test
    void idAndVerifyDoNotListTheCatalog() {
        for (String command : List.of("id", "verify")) {
            assertFalse(Cli.run(command, "--help").out().contains("--db"), command);
        }
        assertTrue(Cli.run("stats", "--help").out().contains("--db"));
    }

    @Test
    void showsExampleNamesAFileThatExists() {
        Matcher m = Pattern.compile("e\\.g\\.\\s+(\\S+)#\\d+").matcher(Cli.run("show", "--help").out());
        assertTrue(m.find());
        assertTrue(Files.isRegularFile(Path.of(m.group(1))), m.group(1));
    }

    @Test
    void completionScriptCoversEveryCommandAndLoadsInBash() throws Exception {
        Cli r = Cli.run("completion");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("complete -F"), r.out());
        for (String command : COMMANDS) {
            assertTrue(r.out().contains(command), command);
        }
        Path script = Files.writeString(dir.resolve("sokodb.bash"), r.out());
        Process bash = new ProcessBuilder("bash", "-c", "source " + script + " && complete -p sokodb")
                .redirectErrorStream(true).start();
        String said = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(bash.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, bash.exitValue(), said);
        assertTrue(said.contains("sokodb"), said);
    }

    @Test
    void manPageIsTroffThatGroffReadsWithoutWarnings() throws Exception {
        Cli r = Cli.run("man");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith(".TH SOKODB 1 "), r.out());
        for (String command : COMMANDS) {
            assertTrue(r.out().contains(".SS \"sokodb " + command.replace("-", "\\-")), command);
        }
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/groff")), "no groff here: the page is not rendered");
        Path page = Files.writeString(dir.resolve("sokodb.1"), r.out());
        Process groff = new ProcessBuilder("/usr/bin/groff", "-man", "-Tutf8", "-ww", page.toString())
                .redirectError(ProcessBuilder.Redirect.PIPE).start();
        String rendered = new String(groff.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String warnings = new String(groff.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(groff.waitFor(30, TimeUnit.SECONDS));
        assertEquals("", warnings);
        assertTrue(rendered.contains("sokodb.mv.db"), rendered);
    }
}
