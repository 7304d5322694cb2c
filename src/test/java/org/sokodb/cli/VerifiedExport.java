package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/** Runs {@code sokodb verify} on an exported file: every solution in it must be valid. */
public final class VerifiedExport {
    private VerifiedExport() {
    }

    /** The number of valid solutions in {@code file}; fails on any illegal, malformed or unsolved one. */
    public static long validSolutions(String file) {
        CliRun verify = CliRun.of("verify", file);
        List<String> verdicts = verify.rows().stream().map(l -> l.split("\t", -1)[3]).toList();
        for (String bad : List.of("illegal", "malformed", "unsolved")) {
            assertFalse(verdicts.contains(bad), bad + " solutions in " + file + ": " + verify.out());
        }
        assertTrue(verify.errLines().stream().noneMatch(l -> l.contains(": level ")), verify.err());
        return verdicts.stream().filter("valid"::equals).count();
    }
}
