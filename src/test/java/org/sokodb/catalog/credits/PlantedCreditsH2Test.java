package org.sokodb.catalog.credits;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** Copies planted among the real collections, in an H2 file. */
@Slow
class PlantedCreditsH2Test extends PlantedCreditsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
