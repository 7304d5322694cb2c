package org.sokodb.catalog.near;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate groups a reader keeps, on H2. */
@Alongside
@ResourceLock("NearGroupsH2Test")
class NearGroupsH2Test extends NearGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
