package org.sokodb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A count of one is said in the singular: {@code difficulty --catalog} on a catalog of one
 * solved level (the UTF-16 file's first level, which carries its solution: one push) says
 * {@code rated 1 group}, and {@code show}'s difficulty line {@code 1 box, 1 push, 1 move}.
 */
class OneOfACountTest {
    private static final String LEVELS = "src/test/resources/encodings/notepad-unicode.xsb";

    @TempDir
    Path dir;

    @Test
    void oneRatedGroupAndOneBoxPushAndMoveAreSaidInTheSingular() {
        String db = dir.resolve("c").toString();
        CliRun.of("--db", db, "import", LEVELS).succeeded();
        CliRun rated = CliRun.of("--db", db, "difficulty", "--catalog").succeeded();
        assertEquals(List.of("sokodb: rated 1 group from its solutions and 0 again from their stored quantities;"
                + " 1 rated in all"), rated.errLines());
        CliRun show = CliRun.of("--db", db, "show", LEVELS + "#1").succeeded();
        assertTrue(show.out().contains("\n            1 box, 1 push, 1 move, 0 box changes, 0 switches between two"
                + " groups, 0 pushes away from every goal (0 %), 1 box line, 1 push onto a goal, 3 floor squares,"
                + " congestion 0\n"), show.out());
    }
}
