package org.sokodb.catalog;

import org.sokodb.catalog.db.Engine;

/** Two connections to an H2 file. */
class TwoConnectionsH2Test extends TwoConnectionsContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
