/**
 * The command line: {@link org.sokodb.cli.Main} and one picocli class per subcommand. Each
 * parses its options, calls one use case and prints; problems go to stderr one line each
 * ({@link org.sokodb.cli.Problems}), exit codes come from one place
 * ({@link org.sokodb.cli.ExitCodes}). No SQL, JDBC, jdbi or Flyway here ({@code LayeringTest}).
 * Manual: {@code docs/commands.md}.
 */
package org.sokodb.cli;
