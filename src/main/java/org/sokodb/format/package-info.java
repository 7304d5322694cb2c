/**
 * Level files in and out. This package picks the reader for each file
 * ({@link org.sokodb.format.LevelFiles}) and reads every source a command names, reporting
 * problems as it goes ({@link org.sokodb.format.LevelSources}). The packages below it:
 * {@code format.source} (files, directories, zip archives, pipes, their limits, line
 * reading, safe file writing, and what a reader yields: {@code LevelRecord}, and
 * {@code Diagnostics}, the one interface every layer reports problems with the input
 * through), {@code format.xsb} (the XSB/SOK and SLC readers and writers, run-length
 * encoding) and {@code format.pusher} (the maps inside {@code pusher.exe}). Manual:
 * {@code docs/formats.md}.
 *
 * <p>Uses only {@code board}; knows nothing of ids or databases ({@code LayeringTest}).
 */
package org.sokodb.format;
