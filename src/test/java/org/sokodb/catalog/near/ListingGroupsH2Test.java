package org.sokodb.catalog.near;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The listing split by group and the upgrade to it on an H2 file. */
@SharedData
@Alongside
@ResourceLock("ListingGroupsH2Test")
class ListingGroupsH2Test extends ListingGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
