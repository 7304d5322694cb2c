package org.sokodb.web;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The routes on an embedded H2 file. */
@Alongside
@ResourceLock("WebServerH2Test")
class WebServerH2Test extends ServeRoutesContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
