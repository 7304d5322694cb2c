package org.sokodb.catalog.imports;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.h2.engine.SessionLocal;
import org.h2.index.Index;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.db.MVSecondaryIndex;
import org.h2.result.SearchRow;
import org.h2.table.Table;

import org.sokodb.catalog.Catalog;

/** An index of an H2 file's level table left as a half-done build leaves it (BulkLoadTest). */
final class HalfBuiltIndex {
    private HalfBuiltIndex() {
    }

    /** Takes every other entry out of the map of the level table's index on {@code column}; returns how many. */
    static int removeEveryOtherEntry(Catalog catalog, String column) {
        try {
            SessionLocal session = (SessionLocal) catalog.handle().getConnection().unwrap(JdbcConnection.class)
                    .getSession();
            Table level = session.getDatabase().getSchema(session.getCurrentSchemaName()).findTableOrView(session,
                    "LEVEL");
            int removed = 0;
            for (Index index : level.getIndexes()) {
                if (index instanceof MVSecondaryIndex i && index.getIndexColumns()[0].columnName.equals(column)) {
                    var map = i.getMVMap();
                    List<SearchRow> keys = new ArrayList<>(map.keyList());
                    for (int k = 0; k < keys.size(); k += 2) {
                        map.remove(keys.get(k));
                        removed++;
                    }
                }
            }
            session.getDatabase().getStore().getMvStore().commit();
            return removed;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
