package org.sokodb.cli.options;

import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --catalog} and {@code --source} of {@code difficulty}: rate the catalog's Unique-Id
 * groups instead of files ({@code difficulty --catalog}, docs/difficulty.md, "In the catalog").
 */
public final class CatalogRatingOptions {
    @Option(names = "--catalog", description = "Rate the catalog's Unique-Id groups with a solution instead (again "
            + "only those with a newer solution or rated by another estimator version), store the ratings, then "
            + "print every rated group: unique_id, then the columns from difficulty on, without solution")
    boolean catalog;

    @Option(names = "--source", paramLabel = "S", description = "With --catalog: only groups with a level in this "
            + "source (as imported, or a directory or zip it was imported from); repeatable")
    List<String> sources = List.of();

    /** Whether the command works on the catalog: {@code --catalog}, or {@code --source} that goes with it. */
    public boolean asked() {
        return catalog || !sources.isEmpty();
    }

    /** The sources named, as given; all when empty. */
    public List<String> sources() {
        return sources;
    }

    /**
     * The rule of these options: {@code --source} goes with {@code --catalog}, and neither with a PATH.
     *
     * @throws ParameterException a usage error of {@code command}
     */
    public void check(CommandLine command, List<String> paths) {
        if (!catalog) {
            throw new ParameterException(command, "--source goes with --catalog");
        }
        if (!paths.isEmpty()) {
            throw new ParameterException(command, "--catalog rates the catalog's levels: give no PATH with it");
        }
    }
}
