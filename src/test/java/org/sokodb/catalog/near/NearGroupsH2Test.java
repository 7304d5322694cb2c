package org.sokodb.catalog.near;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups a reader keeps, on H2. */
@Slow
class NearGroupsH2Test extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
