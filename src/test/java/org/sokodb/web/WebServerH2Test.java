package org.sokodb.web;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The routes on an embedded H2 file. */
@Alongside
class WebServerH2Test extends ServeRoutesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
