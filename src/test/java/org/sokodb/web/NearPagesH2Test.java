package org.sokodb.web;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The near-duplicate pages on H2. */
@Slow
class NearPagesH2Test extends NearPagesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
