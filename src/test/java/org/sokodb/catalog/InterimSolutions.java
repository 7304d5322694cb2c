package org.sokodb.catalog;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

import org.jdbi.v3.sqlobject.customizer.Bind;
import org.jdbi.v3.sqlobject.statement.SqlUpdate;
import org.sokodb.format.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.SolutionBlock;
import org.sokodb.format.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.solution.Replay;
import org.sokodb.solution.ReplayResult;
import org.sokodb.solution.SolutionMetrics;

/**
 * Stores the valid solutions of a SOK file in the {@code solution} table, against the level
 * each one solves, as the import will once it keeps solutions. For the export tests only.
 */
public final class InterimSolutions {
    private InterimSolutions() {
    }

    public interface Dao {
        @SqlUpdate("""
                INSERT INTO solution (level_id, lurd, lurd_sha256, moves, pushes, box_lines, box_changes,
                                      pushing_sessions, player_lines, source, block_title, notes)
                SELECT l.id, :lurd, :sha, :moves, :pushes, :boxLines, :boxChanges, :sessions, :playerLines,
                       :source, :title, :notes
                FROM level l WHERE l.exact_id = :exactId
                  AND NOT EXISTS (SELECT 1 FROM solution s WHERE s.level_id = l.id AND s.lurd_sha256 = :sha)
                """)
        int insert(@Bind("exactId") String exactId, @Bind("lurd") String lurd, @Bind("sha") String sha,
                @Bind("moves") int moves, @Bind("pushes") int pushes, @Bind("boxLines") int boxLines,
                @Bind("boxChanges") int boxChanges, @Bind("sessions") int sessions,
                @Bind("playerLines") int playerLines, @Bind("source") String source, @Bind("title") String title,
                @Bind("notes") String notes);
    }

    /** Stores every valid solution block under the levels of {@code path}; returns how many were stored. */
    public static int store(Catalog catalog, String path) {
        Dao dao = catalog.dao(Dao.class);
        Identifier identifier = new Identifier();
        int[] stored = {0};
        LevelSources.read(List.of(path), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (!(identifier.identify(record) instanceof IdentifiedLevel.Valid v)) {
                    return;
                }
                for (SolutionBlock block : record.solutions()) {
                    if (Replay.check(v.board(), block.moves()) instanceof ReplayResult.Valid valid) {
                        SolutionMetrics m = valid.metrics();
                        String lurd = valid.steps().letters();
                        stored[0] += dao.insert(v.ids().exactId(), lurd, sha256(lurd), m.moves(), m.pushes(),
                                m.boxLines(), m.boxChanges(), m.pushingSessions(), m.playerLines(), record.source(),
                                block.title(), block.notes());
                    }
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        });
        return stored[0];
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(
                    s.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
