package org.sokodb.catalog;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** Migration 15 on an H2 file. */
@Slow
class IdsAsNumbersH2Test extends IdsAsNumbersContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
