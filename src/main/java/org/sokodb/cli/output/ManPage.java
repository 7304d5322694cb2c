package org.sokodb.cli.output;

import java.util.Locale;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A man page (troff, the {@code man} macros) from picocli's model of the commands: the
 * text is the {@code --help} text, so the two cannot drift apart.
 *
 * <p>picocli's own generator (picocli-codegen's ManPageGenerator) writes AsciiDoc, which
 * takes Asciidoctor (Ruby, or AsciidoctorJ on JRuby in the build) to become a man page;
 * the macros needed here are few enough to write directly.
 */
public final class ManPage {
    private ManPage() {
    }

    public static String of(CommandSpec root) {
        StringBuilder roff = new StringBuilder();
        String version = root.version().length > 0 ? root.version()[0] : "sokodb";
        roff.append(".TH SOKODB 1 \"\" \"").append(escape(version)).append("\" \"User Commands\"\n");
        roff.append(".SH NAME\n").append("sokodb \\- ").append(escape(String.join(" ", root.usageMessage()
                .description()))).append('\n');
        roff.append(".SH SYNOPSIS\n").append(".B sokodb\n").append("[\\fB\\-\\-db\\fR \\fIURL|PATH\\fR] ")
                .append("\\fICOMMAND\\fR ...\n");
        roff.append(".SH DESCRIPTION\n");
        paragraphs(roff, root.usageMessage().footer());
        roff.append(".SH OPTIONS\n");
        options(roff, root);
        roff.append(".SH COMMANDS\n");
        for (CommandLine sub : root.subcommands().values()) {
            CommandSpec spec = sub.getCommandSpec();
            if (spec.usageMessage().hidden() || !spec.name().equals(sub.getCommandName())) {
                continue;
            }
            roff.append(".SS \"").append(escape(synopsis(sub))).append("\"\n");
            paragraphs(roff, spec.usageMessage().description());
            for (PositionalParamSpec p : spec.positionalParameters()) {
                if (!p.hidden()) {
                    item(roff, "\\fI" + escape(p.paramLabel()) + "\\fR", p.description());
                }
            }
            options(roff, spec);
        }
        roff.append(".SH ENVIRONMENT\n");
        item(roff, "\\fBSOKODB_DB\\fR", new String[] {"The catalog when --db is not given."});
        item(roff, "\\fBSOKODB_DEBUG\\fR", new String[] {"When set, a failure prints its stack trace too."});
        item(roff, "\\fBSOKODB_JAVA_OPTS\\fR", new String[] {"JVM options for the sokodb launcher script."});
        roff.append(".SH FILES\n");
        item(roff, "\\fIsokodb.mv.db\\fR", new String[] {"The default catalog, in the current directory."});
        roff.append(".SH EXIT STATUS\n");
        item(roff, "0", new String[] {"Everything was fine."});
        item(roff, "1", new String[] {"Some input was rejected (the rest was processed)."});
        item(roff, "2", new String[] {"Usage error."});
        item(roff, "3", new String[] {"The command could not run (catalog unreachable, file unreadable)."});
        item(roff, "130", new String[] {"Interrupted (Ctrl-C)."});
        return roff.toString();
    }

    private static String synopsis(CommandLine sub) {
        CommandLine.Help help = new CommandLine.Help(sub.getCommandSpec(),
                CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        return help.synopsis(0).strip().replaceAll("\\s+", " ");
    }

    private static void options(StringBuilder roff, CommandSpec spec) {
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) {
                continue;
            }
            StringBuilder names = new StringBuilder();
            for (String name : o.names()) {
                names.append(names.length() == 0 ? "" : ", ").append("\\fB").append(escape(name)).append("\\fR");
            }
            if (o.arity().max() > 0) {
                names.append(' ').append("\\fI").append(escape(o.paramLabel())).append("\\fR");
            }
            item(roff, names.toString(), o.description());
        }
    }

    private static void item(StringBuilder roff, String tag, String[] description) {
        roff.append(".TP\n").append(tag).append('\n').append(escape(String.join(" ", description))).append('\n');
    }

    private static void paragraphs(StringBuilder roff, String[] lines) {
        for (String line : lines) {
            if (!line.isBlank()) {
                roff.append(".PP\n").append(escape(line.strip())).append('\n');
            }
        }
    }

    /**
     * Backslashes, hyphens and a leading dot or quote mean something to troff; a character
     * beyond ASCII is written as its Unicode escape, which groff reads whatever its input encoding.
     */
    static String escape(String text) {
        String escaped = text.replace("\\", "\\e").replace("-", "\\-").replace("%n", "\n");
        StringBuilder ascii = new StringBuilder(escaped.length());
        escaped.codePoints().forEach(c -> ascii.append(c < 128 ? Character.toString(c)
                : String.format(Locale.ROOT, "\\[u%04X]", c)));
        String s = ascii.toString();
        StringBuilder out = new StringBuilder();
        for (String line : s.split("\n", -1)) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(line.startsWith(".") || line.startsWith("'") ? "\\&" + line : line);
        }
        return out.toString();
    }
}
