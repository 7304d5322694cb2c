package org.sokodb.catalog.credits;

import org.sokodb.catalog.db.Engine;

/** Credits in an H2 file. */
class CreditsH2Test extends CreditsContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
