package org.sokodb.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * Runs the command line in this JVM and keeps what it printed; a new H2 catalog it would create
 * is copied in place ({@link NewCatalogCopied}).
 */
record Cli(int code, String out, String err) {

    static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = NewCatalogCopied.run(args, () -> Main.run(args, new PrintWriter(out), new PrintWriter(err)));
        return new Cli(code, out.toString(), err.toString());
    }
}
