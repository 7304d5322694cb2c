package org.sokodb.catalog.imports;

import org.sokodb.catalog.db.Engine;

/** The importer on an H2 file. */
class ImporterH2Test extends ImporterContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
