package org.sokodb.catalog.solutions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.Fixtures;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.imports.Importer;
import org.sokodb.identity.IdentifiedLevel;

/**
 * A solution the server is told is stored ({@link SolutionOutcome.Stored}, which it answers
 * 201) is on the disk at that moment: the catalog file copied right then, as a kill of the
 * server would leave it, holds it. Twenty corridors, one solution each. Before, the answer came
 * after the commit and H2 wrote it up to half a second later: the copies held none of them.
 * ({@code StoredSolutionKillTest} kills a real server.)
 */
class SolutionSubmissionOnDiskTest {
    @TempDir
    Path dir;

    @Test
    void everySolutionSaidStoredIsInTheFileAtThatMoment() throws IOException {
        StringBuilder file = new StringBuilder();
        List<String> solutions = new ArrayList<>();
        for (int walk = 0; walk < 4; walk++) {
            for (int push = 1; push <= 5; push++) {
                String row = "#@" + " ".repeat(walk) + "$" + " ".repeat(push - 1) + ".#";
                String wall = "#".repeat(row.length());
                file.append(wall).append('\n').append(row).append('\n').append(wall).append("\n\n");
                solutions.add("r".repeat(walk) + "R".repeat(push));
            }
        }
        Path levels = Files.writeString(dir.resolve("corridors.xsb"), file.toString());
        List<String> exactIds = Fixtures.read(List.of(levels.toString())).values().stream()
                .map(l -> ((IdentifiedLevel.Valid) l).ids().exactId()).toList();
        try (Catalog catalog = Fixtures.freshCatalog(dir)) {
            new Importer(catalog).importPaths(List.of(levels.toString()), new Fixtures.Recorder());
            for (int i = 0; i < solutions.size(); i++) {
                SolutionOutcome o = new SolutionSubmission(catalog).submit(exactIds.get(i), solutions.get(i),
                        "sokodb serve", "");
                assertTrue(assertInstanceOf(SolutionOutcome.Stored.class, o).added());
                Path copy = dir.resolve("copy-" + i);
                Files.copy(dir.resolve("catalog.mv.db"), Path.of(copy + ".mv.db"), StandardCopyOption.REPLACE_EXISTING);
                try (Catalog onDisk = TestCatalogs.openExisting(DatabaseLocation.of(copy.toString()))) {
                    assertEquals(i + 1, onDisk.handle().createQuery("SELECT COUNT(*) FROM solution WHERE carried_from IS NULL")
                            .mapTo(Integer.class).one(), "solutions on the disk when solution " + (i + 1) + " was said stored");
                }
            }
        }
    }
}
