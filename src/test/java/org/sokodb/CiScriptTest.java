package org.sokodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/**
 * CI runs what it should: the README's test command, then a check that fails on any test
 * skipped that .ci/expected-skips does not list; with the PostgreSQL server there, a test of
 * PostgreSQL fails rather than skips.
 */
class CiScriptTest {
    @TempDir
    Path dir;

    @Test
    void ciRunsTheReadmeCommandWithGroffAndPostgresRequiredThenChecksTheSkips() throws IOException {
        List<String> run = Files.readAllLines(Path.of(".ci/run"));
        int verify = run.indexOf("mvn -B verify");
        assertTrue(verify > 0, "the README's test command, as written there");
        assertTrue(Files.readString(Path.of("README.md")).contains("\nmvn -B verify "), "the README gives it");
        assertTrue(run.indexOf("./sokodb dups") == verify - 1 && run.indexOf("./sokodb import collections | tail -n 1")
                == verify - 2, "README's main job just before the tests, as a user runs the two commands");
        assertTrue(Files.readString(Path.of("README.md")).contains("\n./sokodb import collections && ./sokodb dups "),
                "README's main job");
        assertTrue(run.contains("export SOKODB_REQUIRE_PG=1"), "PostgreSQL tests must run");
        assertTrue(run.stream().anyMatch(l -> l.contains("apt-get install -y groff")), "groff for the man page test");
        assertTrue(run.subList(verify + 1, run.size()).contains(".ci/check-skips"), "the skips checked after the tests");
        // the long cases of the switches that are off (@SwitchOff), which mvn -B verify leaves out, run after it
        int switchesOff = run.indexOf("mvn -B surefire:test -Pswitches-off");
        assertTrue(switchesOff > verify, "the switches that are off run after mvn -B verify");
        assertTrue(run.subList(switchesOff + 1, run.size()).contains(".ci/check-skips target/surefire-reports-switch-off"),
                "their skips checked in their own reports");
    }

    @Test
    void ciTriesTheReleaseAfterTheTestsWithWhatItUsesFromDebian() throws IOException {
        List<String> run = Files.readAllLines(Path.of(".ci/run"));
        int skips = run.indexOf(".ci/check-skips");
        assertTrue(skips > run.indexOf("mvn -B verify"), "the skips checked after the tests");
        assertTrue(run.subList(skips + 1, run.size()).contains(".ci/release-test"), "the release tried after them");
        for (String tool : List.of("dpkg-dev", "man-db", "bash-completion", "zsh", "binutils")) {
            assertTrue(run.stream().anyMatch(l -> l.contains("release_packages+=(" + tool + ")")), tool + " from Debian");
        }
        String test = Files.readString(Path.of(".ci/release-test"));
        assertTrue(test.contains("\nmvn -B -q -Prelease package "), "the release built by the command README gives");
        assertTrue(Files.readString(Path.of("README.md")).contains("`mvn -B -Prelease package`"), "README gives it");
        assertTrue(Files.isExecutable(Path.of(".ci/release-test")));
    }

    private Path reports(String... skippedTests) throws IOException {
        Path reports = Files.createDirectories(dir.resolve("reports"));
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"org.x.ATest\">\n"
                + "  <testcase name=\"runs\" classname=\"org.x.ATest\" time=\"0.1\"/>\n");
        for (String name : skippedTests) {
            xml.append("  <testcase name=\"").append(name).append("\" classname=\"org.x.ATest\" time=\"0\">\n"
                    + "    <skipped message=\"no tool here\"/>\n  </testcase>\n");
        }
        Files.writeString(reports.resolve("TEST-org.x.ATest.xml"), xml.append("</testsuite>\n"), StandardCharsets.UTF_8);
        return reports;
    }

    private static Process checkSkips(Path reports, Path expected) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(".ci/check-skips", reports.toString(), expected.toString()).start();
        p.waitFor();
        return p;
    }

    @Test
    void aSkipNotListedFailsAndAListedOnePasses() throws Exception {
        Path reports = reports("needsGroff(Path)[1]", "onRoot");
        Path expected = Files.writeString(dir.resolve("expected"), "# why\norg.x.ATest#onRoot\n");
        Process failing = checkSkips(reports, expected);
        assertEquals(1, failing.exitValue());
        String err = new String(failing.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(err.contains("  org.x.ATest#needsGroff(Path)[1]\n"), err);
        assertTrue(!err.contains("onRoot"), err);

        Files.writeString(expected, "org.x.ATest#onRoot\norg.x.ATest#needsGroff(Path)[1]\n");
        assertEquals(0, checkSkips(reports, expected).exitValue());
        assertEquals(0, checkSkips(reports("onRoot"), expected).exitValue(), "fewer skips than allowed is fine");
    }

    @Test
    void noReportsAtAllFails() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("none"));
        assertEquals(1, checkSkips(empty, dir.resolve("expected")).exitValue());
    }

    @Test
    void postgresRequiredButNotConfiguredFailsInsteadOfSkipping() {
        assertThrows(TestAbortedException.class, () -> TestPostgres.require(Map.of()));
        AssertionError e = assertThrows(AssertionError.class, () -> TestPostgres.require(Map.of(TestPostgres.REQUIRE, "1")));
        assertTrue(e.getMessage().contains(TestPostgres.VARIABLE), e.getMessage());
        assertEquals("jdbc:postgresql://h/db", TestPostgres.require(Map.of(TestPostgres.VARIABLE, "jdbc:postgresql://h/db",
                TestPostgres.REQUIRE, "1")));
    }
}
