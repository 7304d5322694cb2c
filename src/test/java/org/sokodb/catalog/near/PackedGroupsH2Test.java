package org.sokodb.catalog.near;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The packed groups and the upgrade to them on an H2 file. */
@SharedData
@Alongside
@ResourceLock("PackedGroupsH2Test")
class PackedGroupsH2Test extends PackedGroupsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
