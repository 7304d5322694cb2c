package org.sokodb.cli.terminal;

import java.util.List;

import picocli.CommandLine;

/**
 * A usage error in words a user recognises. picocli counts every argument when it says
 * "Unmatched argument at index 2", {@code --db} and its value included: for a mistyped
 * command that index points nowhere useful, so the word itself is named instead.
 */
public final class UsageMessages {
    private UsageMessages() {
    }

    public static String of(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.isUnknownOption()) {
            List<String> unmatched = u.getUnmatched();
            String first = unmatched.isEmpty() ? "" : unmatched.get(0);
            CommandLine at = u.getCommandLine();
            if (!at.getSubcommands().isEmpty() && at.getParseResult() != null
                    && !at.getParseResult().hasSubcommand()) {
                return "unknown command '" + first + "'";
            }
            return (unmatched.size() == 1 ? "unexpected argument '" : "unexpected arguments '")
                    + String.join(" ", unmatched) + "'";
        }
        return ex.getMessage();
    }
}
