package org.sokodb.cli.options;

import picocli.CommandLine.Option;

/**
 * {@code --status} and {@code --no-wait}: how a command that works through the catalog's
 * groups with a team of workers ({@code solve --catalog}, {@code optimize --catalog}) shows
 * where the team stands, and whether it waits for the groups other workers hold.
 */
public final class CatalogTeam {
    @Option(names = "--status", description = "With --catalog: only show where the team's work on the catalog stands "
            + "(the groups done; those claimed by each worker now) and search nothing")
    boolean status;

    /** Whether only the status is asked for. */
    public boolean status() {
        return status;
    }

    @Option(names = "--no-wait", description = "With --catalog: when the only groups left are claimed by other "
            + "workers, say so and end instead of waiting to take those whose claims lapse")
    boolean noWait;

    /** Whether to wait for the groups other workers hold (not {@code --no-wait}). */
    public boolean waits() {
        return !noWait;
    }

    /** Whether either option was given (they go with {@code --catalog} only). */
    public boolean given() {
        return status || noWait;
    }
}
