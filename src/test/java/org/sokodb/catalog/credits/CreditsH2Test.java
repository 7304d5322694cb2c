package org.sokodb.catalog.credits;

import org.sokodb.catalog.db.DatabaseEngine;

/** Credits in an H2 file. */
class CreditsH2Test extends CreditsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
