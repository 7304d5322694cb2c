package org.sokodb.cli.terminal;

import java.util.Optional;

import org.sokodb.format.source.SourceException;
import org.sokodb.verify.SolutionFile;

/**
 * Opens the SOLUTIONS file of {@code verify}, {@code optimize} and {@code import-solutions}: a
 * file that does not exist or cannot be read is rejected input, reported as a level source
 * that cannot be read is ({@code FILE: reason}, exit 1), not a command that could not run.
 */
public final class SolutionFiles {
    private SolutionFiles() {
    }

    /** The file, or empty when none was named or it was reported to {@code problems}. */
    public static Optional<SolutionFile> open(String name, Problems problems) {
        if (name == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(SolutionFile.open(name));
        } catch (SourceException e) {
            problems.report(e.location(), e.reason());
            return Optional.empty();
        }
    }
}
