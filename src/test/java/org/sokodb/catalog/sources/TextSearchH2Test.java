package org.sokodb.catalog.sources;

import java.nio.file.Path;

import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseLocation;

/** The text search on an H2 file. */
@Slow
class TextSearchH2Test extends TextSearchContract {
    @Override
    DatabaseLocation location(Path dir) {
        return DatabaseLocation.of(dir.resolve("catalog").toString());
    }
}
