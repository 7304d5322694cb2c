package org.sokodb.cli;

import java.nio.file.Path;

/** A source imported again after it changed, on an embedded H2 catalog file. */
class ReplacedSourceCountsH2Test extends ReplacedSourceCountsContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }
}
