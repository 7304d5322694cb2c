package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The near-duplicate groups on H2. */
class NearGroupsH2Test extends NearGroupsContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
