package org.sokodb.web;

import org.sokodb.catalog.db.DatabaseEngine;

/** The credits pages on an H2 file. */
class CreditPagesH2Test extends CreditPagesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
