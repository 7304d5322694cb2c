package org.sokodb.catalog.near;

import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The page of near copies on an H2 file. */
@SharedData
@Slow
class NearCopiesFirstRowsH2Test extends NearCopiesFirstRowsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
