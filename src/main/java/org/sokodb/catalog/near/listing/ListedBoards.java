package org.sokodb.catalog.near.listing;

import java.sql.ResultSet;
import java.sql.SQLException;

import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.StatementContext;

import org.sokodb.catalog.HexIds;

/**
 * Reads the rows of {@link ListingDao#BOARDS} into {@link ListingRun.Board}s by column
 * position. The listing of an import reads one such row per board it stored; a mapper bound
 * to the record's constructor by name looks each column up and builds the call's arguments
 * anew for every row, several times the bytes of the board itself.
 */
public final class ListedBoards implements RowMapper<ListingRun.Board> {
    @Override
    public ListingRun.Board map(ResultSet rows, StatementContext context) throws SQLException {
        long levelId = rows.getLong(1);
        long boardId = rows.getLong(2);
        String exactId = id(rows, 3);
        String uniqueId = id(rows, 4);
        long sourceId = rows.getLong(5);
        int index = rows.getInt(6);
        return new ListingRun.Board(levelId, boardId, exactId, uniqueId, sourceId, index, rows.getString(7));
    }

    /** An id column as the catalog's other readers spell it ({@link HexIds#register}). */
    public static String id(ResultSet rows, int column) throws SQLException {
        long stored = rows.getLong(column);
        return rows.wasNull() ? null : HexIds.spelling(stored);
    }
}
