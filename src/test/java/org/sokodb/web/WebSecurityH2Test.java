package org.sokodb.web;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.catalog.db.DatabaseEngine;

/** The security cases on an embedded H2 file. */
@Alongside
@ResourceLock("WebSecurityH2Test")
class WebSecurityH2Test extends ServeSecurityContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
