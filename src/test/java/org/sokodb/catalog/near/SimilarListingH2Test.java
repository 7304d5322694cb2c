package org.sokodb.catalog.near;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** The listed rows against the rows of the tables on an H2 file. */
@SharedData
@Alongside
@ResourceLock("SimilarListingH2Test")
class SimilarListingH2Test extends SimilarListingContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
