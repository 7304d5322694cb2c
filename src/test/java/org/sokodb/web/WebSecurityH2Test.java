package org.sokodb.web;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The security cases on an embedded H2 file. */
@Alongside
class WebSecurityH2Test extends ServeSecurityContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
