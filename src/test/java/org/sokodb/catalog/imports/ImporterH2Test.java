package org.sokodb.catalog.imports;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The importer on an H2 file. */
@Slow
class ImporterH2Test extends ImporterContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
