package org.sokodb.catalog.near.listing;

import java.sql.ResultSet;
import java.sql.SQLException;

import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Reads the rows of {@link ListingDao#placesOfRun} into {@link ListingDao.Placed} by column
 * position: one row per board of every new run an import lists from what it held
 * ({@link StreamedListing}), as {@link ListedBoards} reads the whole rows.
 */
public final class PlacedBoards implements RowMapper<ListingDao.Placed> {
    @Override
    public ListingDao.Placed map(ResultSet rows, StatementContext context) throws SQLException {
        return new ListingDao.Placed(rows.getLong(1), rows.getLong(2), rows.getLong(3), rows.getInt(4));
    }
}
