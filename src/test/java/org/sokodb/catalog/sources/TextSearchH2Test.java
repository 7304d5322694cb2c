package org.sokodb.catalog.sources;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiConsumer;

import org.junit.jupiter.api.io.TempDir;
import org.sokodb.Slow;
import org.sokodb.catalog.db.DatabaseLocation;

/** The text search on an H2 file. */
@Slow
class TextSearchH2Test extends TextSearchContract {
    /** The class's imported catalog, made by its first test that asks, and its input. */
    @TempDir
    static Path shared;

    private static Path importedFile;

    @Override
    DatabaseLocation location(Path dir) {
        return DatabaseLocation.of(dir.resolve("catalog").toString());
    }

    /** A copy of the file (closed: the import's catalog is closed once it is made). */
    @Override
    DatabaseLocation imported(Path dir, BiConsumer<DatabaseLocation, Path> importInto) throws IOException {
        synchronized (TextSearchH2Test.class) {
            if (importedFile == null) {
                DatabaseLocation made = location(Files.createDirectories(shared.resolve("imported")));
                importInto.accept(made, shared);
                importedFile = Path.of(made.embeddedBase() + ".mv.db");
            }
        }
        DatabaseLocation location = location(dir);
        Files.copy(importedFile, Path.of(location.embeddedBase() + ".mv.db"));
        return location;
    }
}
