package org.sokodb.catalog.duplicates;

import org.sokodb.catalog.db.Engine;

/** The known duplicates found in an H2 file. */
class DuplicatesH2Test extends DuplicatesContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
