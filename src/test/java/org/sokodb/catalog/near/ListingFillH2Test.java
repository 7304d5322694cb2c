package org.sokodb.catalog.near;

import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** What a fill of the listing writes on an H2 file. */
@SharedData
@Slow
class ListingFillH2Test extends ListingFillContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
