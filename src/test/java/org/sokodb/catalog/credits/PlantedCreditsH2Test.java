package org.sokodb.catalog.credits;

import org.sokodb.catalog.db.Engine;

/** Copies planted among the real collections, in an H2 file. */
class PlantedCreditsH2Test extends PlantedCreditsContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
