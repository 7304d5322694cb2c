package org.sokodb.catalog.near;

import org.sokodb.catalog.db.Engine;

/** The similarity index filled on an H2 file. */
class NearIndexH2Test extends NearIndexContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
