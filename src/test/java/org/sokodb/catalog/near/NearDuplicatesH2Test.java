package org.sokodb.catalog.near;

import org.sokodb.catalog.db.Engine;

/** The near-duplicate use-cases on an H2 file. */
class NearDuplicatesH2Test extends NearDuplicatesContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
