package org.sokodb.catalog.near;

import org.sokodb.catalog.db.DatabaseEngine;

/** The similarity index filled on an H2 file. */
class NearIndexH2Test extends NearIndexContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
