package org.sokodb.catalog.imports;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Optional;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.JdbiException;

import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;

/**
 * Boards into an H2 catalog with plain JDBC batches. The rows are the import's busiest
 * statements (two per batch of 2,000 boards); binding each record's values by hand skips
 * the reflection and argument lookup a bound bean costs per value.
 *
 * <p>These two statements are the SQL of this class; their columns are those of
 * {@link BoardWriter}, which the COPYs of {@link PostgresBoardWriter} name too.
 */
final class H2BoardWriter implements BoardWriter {
    private static final String INSERT_LEVELS = "INSERT INTO level (" + LEVEL_COLUMNS
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String INSERT_OCCURRENCES = "INSERT INTO occurrence (" + OCCURRENCE_COLUMNS
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final Handle handle;

    H2BoardWriter(Handle handle) {
        this.handle = handle;
    }

    @Override
    public long[] insertLevels(String source, List<LevelDao.New> levels) {
        long[] ids = new long[levels.size()];
        if (levels.isEmpty()) {
            return ids;
        }
        Connection connection = handle.getConnection();
        try (PreparedStatement insert = connection.prepareStatement(INSERT_LEVELS, new String[] {"id"})) {
            for (LevelDao.New l : levels) {
                insert.setLong(1, HexIds.storedKey(l.exactKey()));
                insert.setLong(2, HexIds.storedKey(l.uniqueKey()));
                insert.setString(3, l.canonical());
                insert.setString(4, l.board());
                insert.setInt(5, l.width());
                insert.setInt(6, l.height());
                insert.setInt(7, l.boxes());
                text(insert, 8, l.unplayable());
                insert.setLong(9, HexIds.storedKey(l.normalizedKey()));
                insert.setLong(10, HexIds.storedKey(l.wallsKey()));
                insert.addBatch();
            }
            insert.executeBatch();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                int i = 0;
                while (keys.next()) {
                    ids[i++] = keys.getLong(1);
                }
                if (i != ids.length) {
                    throw new SQLException(i + " ids came back for " + ids.length + " levels");
                }
            }
        } catch (SQLException e) {
            throw new WriteFailed(INSERT_LEVELS, e);
        }
        return ids;
    }

    @Override
    public void insertOccurrences(String source, List<OccurrenceDao.New> occurrences) {
        if (occurrences.isEmpty()) {
            return;
        }
        try (PreparedStatement insert = handle.getConnection().prepareStatement(INSERT_OCCURRENCES)) {
            for (OccurrenceDao.New o : occurrences) {
                insert.setLong(1, o.collectionId());
                insert.setInt(2, o.index());
                insert.setInt(3, o.line());
                if (o.hasLevel()) {
                    insert.setLong(4, o.levelId());
                } else {
                    insert.setNull(4, Types.BIGINT);
                }
                text(insert, 5, o.reason());
                insert.setString(6, o.title());
                insert.setString(7, o.author());
                insert.setString(8, o.notes());
                insert.setString(9, o.board());
                insert.addBatch();
            }
            insert.executeBatch();
        } catch (SQLException e) {
            throw new WriteFailed(INSERT_OCCURRENCES, e);
        }
    }

    private static void text(PreparedStatement insert, int column, Optional<String> value) throws SQLException {
        if (value.isPresent()) {
            insert.setString(column, value.get());
        } else {
            insert.setNull(column, Types.VARCHAR);
        }
    }

    /** A failed batch, as jdbi reports failed statements, so that callers treat both alike. */
    static final class WriteFailed extends JdbiException {
        private static final long serialVersionUID = 1L;

        WriteFailed(String sql, SQLException cause) {
            super(sql.substring(0, sql.indexOf(" (")) + " failed: " + cause.getMessage(), cause);
        }
    }
}
