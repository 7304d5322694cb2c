package org.sokodb.catalog.near;

import org.sokodb.SharedData;
import org.sokodb.catalog.db.Engine;

/** What a fill of the listing writes on an H2 file. */
@SharedData
class ListingFillH2Test extends ListingFillContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
