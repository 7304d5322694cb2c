package org.sokodb.catalog.near;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate use-cases on an H2 file. */
@Slow
class NearDuplicatesH2Test extends NearDuplicatesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
