package org.sokodb.catalog.near;

import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The listing made from what an import kept, on an H2 file. */
@SharedData
@Slow
class StreamedListingH2Test extends StreamedListingContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
