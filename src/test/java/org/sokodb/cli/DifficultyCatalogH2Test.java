package org.sokodb.cli;

import java.nio.file.Path;

/** Difficulty in an embedded H2 catalog file. */
class DifficultyCatalogH2Test extends DifficultyCatalogContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }
}
