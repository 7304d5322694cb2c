package org.sokodb.web;

import org.sokodb.catalog.db.Engine;

/** The routes on an embedded H2 file. */
class WebServerH2Test extends ServeRoutesContract {
    @Override
    Engine engine() {
        return Engine.H2;
    }
}
