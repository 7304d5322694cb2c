package org.sokodb.cli.options;

import picocli.CommandLine.Option;

/** {@code --json}, mixed into every command whose table may be written as a JSON array instead of TSV. */
public final class JsonOption {
    @Option(names = "--json", description = "Write a JSON array instead of TSV")
    public boolean json;
}
