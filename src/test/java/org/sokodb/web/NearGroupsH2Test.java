package org.sokodb.web;

import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups on H2. */
class NearGroupsH2Test extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
