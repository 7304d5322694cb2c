package org.sokodb;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real published level data the tests read: {@code ../shared/data} beside the checkout,
 * or wherever {@code -Dsokodb.data=DIR} points.
 */
public final class TestData {
    private TestData() {
    }

    public static Path root() {
        String dir = System.getProperty("sokodb.data", "../shared/data");
        Path root = Path.of(dir);
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("test data not found at " + root.toAbsolutePath()
                    + " (the shared data folder must be beside the checkout, or set -Dsokodb.data=DIR)");
        }
        return root;
    }

    /** A path inside the data folder, e.g. {@code TestData.path("xsokoban/screen.1")}. */
    public static Path path(String relative) {
        return root().resolve(relative);
    }
}
