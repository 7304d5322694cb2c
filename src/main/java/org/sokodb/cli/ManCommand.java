package org.sokodb.cli;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import org.sokodb.cli.output.ManPage;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.VisiblePrintWriter;

/** {@code sokodb man}: the manual page, written from the same descriptions as {@code --help}. */
@Command(name = "man", mixinStandardHelpOptions = true,
        description = {"Print the manual page of sokodb (troff), made from the same text as every --help.",
            "Read it with: sokodb man > sokodb.1 && man ./sokodb.1. Install it with: sokodb man > "
                    + "~/.local/share/man/man1/sokodb.1 (then 'man sokodb')."})
final class ManCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var out = VisiblePrintWriter.verbatim(spec.commandLine().getOut()); // troff escapes by its own rules
        out.print(ManPage.of(spec.root()));
        out.flush();
        return ExitCodes.OK;
    }
}
