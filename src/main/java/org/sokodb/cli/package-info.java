/**
 * The command line: {@link org.sokodb.cli.Main} and one picocli class per subcommand, with the
 * few pieces only commands share (opening the catalog with its messages, the source names a
 * user types, the near-duplicate and catalog variants of {@code dups} and {@code solve}). Each
 * command parses its options, calls one use case and prints. The terminal toolkit is in
 * {@code cli.terminal}, what commands write besides their table in {@code cli.output}. No SQL,
 * JDBC, jdbi or Flyway here ({@code LayeringTest}). Manual: {@code docs/commands.md}.
 */
package org.sokodb.cli;
