package org.sokodb.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code sokodb --version}'s line, with and without the commit a Git checkout gives the build. */
class VersionTest {
    @Test
    void theCommitFollowsTheVersionWhenTheBuildHadOne() {
        assertEquals("sokodb 0.2.0 (abc1234)", Version.line("0.2.0", "abc1234"));
        assertEquals("sokodb 0.2.0", Version.line("0.2.0", ""), "built from a source archive");
        assertEquals("sokodb 0.2.0", Version.line("0.2.0", "${sokodb.commit}"), "no git: the property stays unset");
        assertEquals("sokodb 0.2.0", Version.line("0.2.0", null));
        assertEquals("sokodb (development build)", Version.line("${project.version}", null));
        assertEquals("sokodb (development build)", Version.line(null, null));
    }

    @Test
    void thisBuildWroteItsVersion() throws Exception {
        String line = new Version().getVersion()[0];
        assertTrue(line.matches("sokodb \\d+\\.\\d+\\.\\d+( \\([0-9a-f]{7}\\))?"), line);
    }
}
