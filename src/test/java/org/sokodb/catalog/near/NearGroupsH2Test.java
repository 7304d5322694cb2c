package org.sokodb.catalog.near;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups a reader keeps, on H2. */
@Alongside
class NearGroupsH2Test extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
