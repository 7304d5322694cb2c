package org.sokodb.catalog.duplicates;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The known duplicates found in an H2 file. */
@Slow
class DuplicatesH2Test extends DuplicatesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
