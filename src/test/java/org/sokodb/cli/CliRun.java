package org.sokodb.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Runs the command line in-process and captures what it printed; for tests. A new H2 catalog it
 * would create is copied in place ({@link NewCatalogCopied}).
 */
public record CliRun(int exitCode, String out, String err) {

    public static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = NewCatalogCopied.run(args, () -> Main.run(args, new PrintWriter(out), new PrintWriter(err)));
        return new CliRun(code, out.toString(), err.toString());
    }

    /** The stdout lines without the TSV header. */
    public java.util.List<String> rows() {
        java.util.List<String> lines = out.lines().toList();
        return lines.isEmpty() ? lines : lines.subList(1, lines.size());
    }

    /** This run, once it has ended with exit code 0; else a failure that shows what it printed on stderr. */
    public CliRun succeeded() {
        org.junit.jupiter.api.Assertions.assertEquals(0, exitCode, () -> "exit code " + exitCode + ", stderr: " + err);
        return this;
    }

    public java.util.List<String> errLines() {
        return err.lines().toList();
    }
}
