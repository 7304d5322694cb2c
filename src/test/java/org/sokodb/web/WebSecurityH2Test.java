package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The security cases on an embedded H2 file. */
class WebSecurityH2Test extends ServeSecurityContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
