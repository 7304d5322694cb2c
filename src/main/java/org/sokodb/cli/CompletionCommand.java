package org.sokodb.cli;

import java.util.concurrent.Callable;

import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.VisiblePrintWriter;

/** {@code sokodb completion}: the bash/zsh completion script picocli derives from the commands themselves. */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Print a completion script for bash and zsh: commands, options and their values.",
            // a path on a line of its own: the help's wrapping cut "~/.local/…" after its "~/." once
            "Load it for this shell with: source <(sokodb completion)",
            "Keep it: that line in ~/.zshrc for zsh; for bash, where bash-completion looks:",
            "(sokodb completion > ~/.local/share/bash-completion/completions/sokodb)",
            "The script loads zsh's compinit and bashcompinit itself."})
final class CompletionCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var out = VisiblePrintWriter.verbatim(spec.commandLine().getOut()); // a script, written exactly
        out.print(AutoComplete.bash("sokodb", spec.root().commandLine()));
        out.flush();
        return ExitCodes.OK;
    }
}
