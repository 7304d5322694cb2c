package org.sokodb.cli.options;

import java.nio.file.Path;
import java.util.List;

import org.sokodb.cli.terminal.OutputFile;

import picocli.CommandLine.Option;

/**
 * {@code --force} of every command that writes a file ({@code solve}, {@code optimize},
 * {@code generate}, {@code export}, {@code show}, {@code dups}, {@code similar}): an existing
 * file is replaced only with it, by the one policy of {@link OutputFile#check}. What the switch
 * replaces differs by command, and so does its help text: each command's text is the key
 * {@code sokodb.COMMAND.force} of {@code FileOptions.properties} beside this class.
 */
public final class ReplaceOption {
    @Option(names = "--force", descriptionKey = "force")
    boolean force;

    /** True when the user allowed an existing file to be replaced. */
    public boolean force() {
        return force;
    }

    /** Refuses to go on when {@code file} may not be written ({@link OutputFile#check}). */
    public void check(Path file, String exampleName) {
        OutputFile.check(file, force, exampleName);
    }

    /** The same for a file with further files beside it (report pages). */
    public void check(Path file, String exampleName, List<Path> others) {
        OutputFile.check(file, force, exampleName, others);
    }
}
