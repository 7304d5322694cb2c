package org.sokodb.cli.terminal;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import picocli.CommandLine;

/**
 * A usage error in words a user recognises. picocli counts every argument when it says
 * "Unmatched argument at index 2", {@code --db} and its value included: for a mistyped
 * command that index points nowhere useful, so the word itself is named instead. A value an
 * enum-typed option does not take is said with the values as the help lists them ({@code 'foo'
 * is not one of none, best, best-moves, …}), as the options with their own converters say it,
 * not in picocli's words, which list the Java constants ({@code [NONE, BEST, BEST_MOVES,
 * best-moves, …] (case-insensitive)}). {@code sokodb help WORD} for a command there is not is
 * said as the mistyped command is, with the near names: picocli's own help command said
 * {@code Unknown subcommand 'WORD'.} and suggested none.
 */
public final class UsageMessages {
    /** picocli's refusal of a value an enum-typed option does not take. */
    private static final Pattern ENUM_REFUSAL = Pattern.compile(
            "(Invalid value for option '[^']*': )expected one of \\[.*\\] \\(case-insensitive\\) but was '(.*)'",
            Pattern.DOTALL);

    /** picocli's help command asked about a command there is not. */
    private static final Pattern UNKNOWN_HELP_TOPIC = Pattern.compile("Unknown subcommand '(.*)'\\.", Pattern.DOTALL);

    private UsageMessages() {
    }

    public static String of(CommandLine.ParameterException ex) {
        Matcher topic = UNKNOWN_HELP_TOPIC.matcher(String.valueOf(ex.getMessage()));
        if (topic.matches()) {
            return "unknown command '" + topic.group(1) + "'";
        }
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
        return enumRefusal(ex);
    }

    /** The names near the mistyped word (picocli's, at most three), or none. */
    public static List<String> suggestions(CommandLine.ParameterException ex) {
        CommandLine.UnmatchedArgumentException unmatched = null;
        Matcher topic = UNKNOWN_HELP_TOPIC.matcher(String.valueOf(ex.getMessage()));
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            unmatched = u;
        } else if (topic.matches()) {
            unmatched = new CommandLine.UnmatchedArgumentException(ex.getCommandLine(), List.of(topic.group(1)));
        }
        if (unmatched == null) {
            return List.of();
        }
        List<String> near = unmatched.getSuggestions();
        return near.subList(0, Math.min(3, near.size()));
    }

    private static String enumRefusal(CommandLine.ParameterException ex) {
        String message = ex.getMessage();
        Matcher m = message == null ? null : ENUM_REFUSAL.matcher(message);
        if (m == null || !m.matches() || ex.getArgSpec() == null || ex.getArgSpec().completionCandidates() == null) {
            return message;
        }
        List<String> names = new ArrayList<>();
        ex.getArgSpec().completionCandidates().forEach(names::add);
        return m.group(1) + "'" + m.group(2) + "' is not one of " + String.join(", ", names);
    }
}
