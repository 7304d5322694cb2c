package org.sokodb.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --db} and {@code --wait} on the commands that use a catalog, so that
 * {@code sokodb dups --db x} works as well as {@code sokodb --db x dups}, while {@code id}
 * and {@code verify}, which use none, neither take nor list them. {@code --db} lands in
 * {@link Main}, where every command reads it.
 */
final class CatalogOption {
    /** One sentence without a path in it that the help's wrapping could cut in two. */
    static final String DESCRIPTION = "The catalog: the path of an H2 file, or the JDBC URL of an H2 or PostgreSQL "
            + "database. Default: $SOKODB_DB, else the file sokodb.mv.db in the current directory.";

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--db", paramLabel = "URL|PATH", description = DESCRIPTION)
    void db(String value) {
        if (value != null) {
            ((Main) mixee.root().userObject()).db = value;
        }
    }

    /** A flag, not an option with an optional value: that would take the PATH after it for its value. */
    @Option(names = "--wait", description = "When another sokodb process has the H2 catalog file open (an "
            + "import), wait until it is free instead of stopping at once.")
    boolean waitForCatalog;

    /** True when a catalog in use is to be waited for. */
    boolean waits() {
        return waitForCatalog;
    }
}
