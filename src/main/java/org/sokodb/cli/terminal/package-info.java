/**
 * The command line's toolkit, shared by every command and knowing none of them: the one
 * progress line ({@link org.sokodb.cli.terminal.Progress}) and the terminal it is drawn on,
 * TSV/JSON tables ({@link org.sokodb.cli.terminal.TableWriter}), output files written safely
 * ({@link org.sokodb.cli.terminal.OutputFile}), Ctrl-C ({@code Interruption}), problems on
 * stderr one line each ({@link org.sokodb.cli.terminal.Problems}), exit codes from one place
 * ({@link org.sokodb.cli.terminal.ExitCodes}) and failures turned into them, text made safe
 * for a terminal ({@code VisibleText}), durations, sizes and the version. Of sokodb it uses
 * only {@code format} ({@code Problems} is the readers' {@code Diagnostics}) and the
 * catalog's {@code CatalogException} (a failure of the catalog ends in one line).
 */
package org.sokodb.cli.terminal;
