package org.sokodb.cli;

import java.nio.file.Path;

/** Sources named from another directory than the one they were imported in, on an embedded H2 catalog file. */
class SourceFromElsewhereH2Test extends SourceFromElsewhereContract {
    @Override
    String catalog(Path dir) {
        return dir.resolve("catalog").toString();
    }
}
