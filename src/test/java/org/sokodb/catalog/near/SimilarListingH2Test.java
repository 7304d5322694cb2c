package org.sokodb.catalog.near;

import org.sokodb.SharedData;
import org.sokodb.catalog.db.Engine;

/** The listed rows against the rows of the tables on an H2 file. */
@SharedData
class SimilarListingH2Test extends SimilarListingContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
