package org.sokodb.web;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups on H2. */
@Slow
class NearGroupsH2Test extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
