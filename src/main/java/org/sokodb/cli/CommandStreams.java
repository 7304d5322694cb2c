package org.sokodb.cli;

import java.io.PrintWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import org.sokodb.cli.terminal.Terminal;

/**
 * The command's own output streams, command line and terminal, mixed into a command (a command
 * on a catalog gets them with {@link CatalogOption}, which extends this). {@code @Command}
 * without attributes: picocli takes a class as a mixin only when it bears an annotation of its
 * own, and this one adds nothing to the help.
 */
@Command
class CommandStreams {
    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The command line this is mixed into (for usage errors). */
    CommandLine commandLine() {
        return mixee.commandLine();
    }

    PrintWriter out() {
        return mixee.commandLine().getOut();
    }

    PrintWriter err() {
        return mixee.commandLine().getErr();
    }

    Main main() {
        return (Main) mixee.root().userObject();
    }

    Terminal terminal() {
        return main().terminal();
    }
}
