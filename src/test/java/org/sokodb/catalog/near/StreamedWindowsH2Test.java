package org.sokodb.catalog.near;

import org.sokodb.SharedData;
import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseEngine;

/** The similarity index packed as a bulk load writes, on an H2 file. */
@SharedData
@Slow
class StreamedWindowsH2Test extends StreamedWindowsContract {
    @Override
    DatabaseEngine engine() {
        return DatabaseEngine.H2;
    }
}
