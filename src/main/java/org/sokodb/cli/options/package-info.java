/**
 * Option groups and option values several commands share and that need nothing of a command:
 * {@code --json} ({@link org.sokodb.cli.options.JsonOption}), the catalog's groups a command takes
 * ({@link org.sokodb.cli.options.CatalogGroups}: {@code --catalog}, {@code --source}, {@code --limit},
 * the team's {@code --status} and {@code --no-wait}), the checks of
 * {@code --threads} and {@code --memory}, what a searching command may spend
 * ({@link org.sokodb.cli.options.SearchBudget}: {@code --time-limit}, {@code --threads},
 * {@code --memory}, {@code --node-limit}), {@code --force} of every command that writes a file
 * ({@link org.sokodb.cli.options.ReplaceOption}) and {@code --out FILE.sok} with it
 * ({@link org.sokodb.cli.options.SokOutOption}), their help texts per command in
 * {@code FileOptions.properties} (the root command's resource bundle), and the names of the
 * generator's strategies ({@link org.sokodb.cli.options.StrategyNames}) and {@code generate}'s own options
 * ({@link org.sokodb.cli.options.GenerationOptions}). The groups that reach the catalog
 * or the root command ({@code CatalogOption}, {@code CommandStreams}) stay in {@code cli}.
 * Uses {@code generate} and the terminal toolkit ({@code cli.terminal}: the size and time
 * converters) only.
 */
package org.sokodb.cli.options;
