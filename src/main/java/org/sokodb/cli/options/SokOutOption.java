package org.sokodb.cli.options;

import java.nio.file.Path;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code --out FILE.sok} and its {@code --force} of {@code solve} and {@code optimize}: the
 * levels read, with what the command found for them, also written to an SOK file (help texts
 * in {@code FileOptions.properties}, as for {@link ReplaceOption}).
 */
public final class SokOutOption {
    @Option(names = "--out", paramLabel = "FILE.sok", descriptionKey = "out")
    Path file;

    @Mixin
    ReplaceOption replace;

    /** The file to write, or null without {@code --out}. */
    public Path file() {
        return file;
    }

    public boolean force() {
        return replace.force();
    }

    /** Refuses to go on when {@code --out} names a file that may not be written; nothing without it. */
    public void check(String exampleName) {
        if (file != null) {
            replace.check(file, exampleName);
        }
    }
}
