package org.sokodb.catalog.near;

import java.sql.ResultSet;
import java.sql.SQLException;

import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.StatementContext;

import org.sokodb.catalog.near.listing.ListedBoards;

/**
 * Reads rows of {@code id, unique_id, board} into {@link NearDuplicateDao.LevelBoard}s by
 * column position: the similarity index reads one per level an import stores, and a mapper
 * bound to the record's constructor by name builds the call's arguments anew for every row.
 */
public final class LevelBoards implements RowMapper<NearDuplicateDao.LevelBoard> {
    @Override
    public NearDuplicateDao.LevelBoard map(ResultSet rows, StatementContext context) throws SQLException {
        return new NearDuplicateDao.LevelBoard(rows.getLong(1), ListedBoards.id(rows, 2), rows.getString(3));
    }
}
