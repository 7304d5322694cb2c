package org.sokodb.catalog;

import org.sokodb.catalog.db.Engine;

/** Migration 15 on an H2 file. */
class IdsAsNumbersH2Test extends IdsAsNumbersContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
