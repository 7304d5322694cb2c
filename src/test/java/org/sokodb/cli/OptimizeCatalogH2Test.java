package org.sokodb.cli;

import java.nio.file.Path;

import org.sokodb.Slow;

/** {@code optimize --catalog} on an embedded H2 catalog file. */
@Slow
class OptimizeCatalogH2Test extends OptimizeCatalogContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }
}
