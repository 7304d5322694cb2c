package org.sokodb.cli;

import java.nio.file.Path;

/** {@code optimize --catalog} on an embedded H2 catalog file. */
class OptimizeCatalogH2Test extends OptimizeCatalogContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }
}
