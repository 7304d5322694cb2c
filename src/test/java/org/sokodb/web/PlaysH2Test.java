package org.sokodb.web;

import org.junit.jupiter.api.parallel.ResourceLock;

import org.sokodb.Alongside;
import org.sokodb.SharedData;
import org.sokodb.catalog.db.DatabaseEngine;

/** Plays recorded through the server, on an embedded H2 file. */
@SharedData
@Alongside
@ResourceLock("PlaysH2Test")
class PlaysH2Test extends PlaysContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
