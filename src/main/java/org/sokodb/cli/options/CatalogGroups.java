package org.sokodb.cli.options;

import java.io.PrintWriter;
import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --catalog}, and with it {@code --source} and {@code --limit}: which of the catalog's
 * Unique-Id groups a command working through the catalog takes ({@code solve --catalog},
 * {@code optimize --catalog}; the help text of {@code --catalog} per command in
 * {@code FileOptions.properties}), and its team's options ({@link CatalogTeam}).
 */
public final class CatalogGroups {
    @Option(names = "--catalog", descriptionKey = "catalog")
    boolean catalog;

    @Option(names = "--source", paramLabel = "S", description = "With --catalog: only groups with a level in this "
            + "source (as imported, or a directory or zip it was imported from); repeatable")
    List<String> sources = List.of();

    @Option(names = "--limit", paramLabel = "N", description = "With --catalog: ${COMMAND-NAME} at most N groups")
    int limit = Integer.MAX_VALUE;

    @Mixin
    CatalogTeam team;

    /** The sources named, as given; all when empty. */
    public List<String> sources() {
        return sources;
    }

    /** The team's options: {@code --status}, {@code --no-wait}. */
    public CatalogTeam team() {
        return team;
    }

    /** Whether the command works through the catalog: {@code --catalog}, or an option that goes with it, given. */
    public boolean asked() {
        return catalog || !sources.isEmpty() || limit != Integer.MAX_VALUE || team.given();
    }

    /**
     * The rule of a command's catalog options: they go with {@code --catalog}; {@code message}
     * says which of them were given without it.
     *
     * @throws ParameterException a usage error of {@code command} without {@code --catalog}
     */
    public void requireCatalog(CommandLine command, String message) {
        if (!catalog) {
            throw new ParameterException(command, message);
        }
    }

    /**
     * How many groups to take at the most.
     *
     * @throws ParameterException a usage error of {@code command} when it is not positive
     */
    public int limit(CommandLine command) {
        if (limit < 1) {
            throw new ParameterException(command, "--limit must be positive, not " + limit);
        }
        return limit;
    }

    /**
     * Whether the catalog has every source named: {@code unknown} are those it has not (the
     * catalog's answer for {@link #sources}); the first is said on {@code err}.
     */
    public static boolean allKnown(List<String> unknown, PrintWriter err) {
        if (unknown.isEmpty()) {
            return true;
        }
        err.println("sokodb: no source '" + unknown.get(0) + "' in the catalog (see 'sokodb collections')");
        return false;
    }
}
