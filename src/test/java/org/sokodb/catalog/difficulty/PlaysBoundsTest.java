package org.sokodb.catalog.difficulty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.TestCatalogs;
import org.sokodb.catalog.db.DatabaseLocation;
import org.sokodb.catalog.front.OpenCatalog;
import org.sokodb.catalog.imports.ImportListener;
import org.sokodb.catalog.imports.SourceReport;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.LevelIdentity;
import org.sokodb.identity.LevelIds;
import org.sokodb.optimizer.HandLevels;

/**
 * What the catalog keeps of plays is bounded whatever a client sends: a level's plays and the
 * catalog's, each at its bound (small ones here), are refused with the bound said, and nothing
 * more is written; a level's mirror image counts with it (one Unique-Id group).
 */
class PlaysBoundsTest {

    private static LevelIds ids(List<String> rows) {
        try {
            return new LevelIdentity().of(Board.parse(rows));
        } catch (BoardException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aLevelAndTheCatalogKeepNoMoreThanTheirBounds(@TempDir Path dir) throws Exception {
        HandLevels.Level wander = HandLevels.WANDER;
        String rows = String.join("\n", wander.rows()) + "\n";
        String mirrored = wander.rows().stream().map(r -> new StringBuilder(r).reverse().toString())
                .reduce((a, b) -> a + "\n" + b).orElseThrow() + "\n";
        Path file = Files.writeString(dir.resolve("two.xsb"), rows + "\n" + mirrored + "\n" + HandLevels.ALL.get(1).rows()
                .stream().reduce((a, b) -> a + "\n" + b).orElseThrow() + "\n");
        DatabaseLocation location = DatabaseLocation.of(dir.resolve("c").toString());
        try (OpenCatalog c = OpenCatalog.open(location)) {
            c.imports().importPaths(List.of(file.toString()), new ImportListener() {
                @Override
                public void source(SourceReport report) {
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                    throw new AssertionError(reason);
                }

                @Override
                public void note(String where, String message) {
                }
            });
        }
        String wanderId = ids(wander.rows()).exactId();
        String mirrorId = ids(List.of(mirrored.split("\n"))).exactId();
        String otherId = ids(HandLevels.ALL.get(1).rows()).exactId();
        String mirrorMoves = wander.input().chars().map(ch -> switch (ch) {
            case 'l' -> 'r';
            case 'r' -> 'l';
            case 'L' -> 'R';
            case 'R' -> 'L';
            default -> ch;
        }).collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        try (Catalog catalog = TestCatalogs.openExisting(location)) {
            Plays plays = new Plays(catalog, 2, 3);
            assertInstanceOf(PlayOutcome.Recorded.class, plays.record(wanderId, new Play(wander.input(), 1000, 0, 0)));
            assertInstanceOf(PlayOutcome.Recorded.class, plays.record(mirrorId, new Play(mirrorMoves, 3000, 0, 0)));
            PlayOutcome full = plays.record(wanderId, new Play(wander.input(), 2000, 0, 0));
            assertTrue(full instanceof PlayOutcome.Full f && f.reason().contains("this level has 2 plays"), full.toString());
            assertEquals(new PlayTimes(2, 2000), plays.of(ids(wander.rows()).uniqueId()),
                    "the mirror image's play is one of the group's");
            assertInstanceOf(PlayOutcome.Recorded.class, plays.record(otherId,
                    new Play(HandLevels.ALL.get(1).input(), 500, 0, 0)));
            PlayOutcome catalogFull = plays.record(otherId, new Play(HandLevels.ALL.get(1).input(), 600, 0, 0));
            assertTrue(catalogFull instanceof PlayOutcome.Full f && f.reason().contains("the catalog has 3 plays"),
                    catalogFull.toString());
            assertEquals(3, catalog.dao(PlayDao.class).count());
            assertInstanceOf(PlayOutcome.NoSuchLevel.class, plays.record("0000000000000000",
                    new Play(wander.input(), 1000, 0, 0)));
        }
    }
}
