package org.sokodb.catalog;

import org.sokodb.catalog.db.DatabaseEngine;

/** Two connections to an H2 file. */
class TwoConnectionsH2Test extends TwoConnectionsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
