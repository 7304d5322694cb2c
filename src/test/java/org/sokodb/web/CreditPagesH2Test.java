package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The credits pages on an H2 file. */
class CreditPagesH2Test extends CreditPagesContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
