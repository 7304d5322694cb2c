/**
 * Where levels come from, apart from how they are written: sources (files, directories walked
 * in natural order, zip archives, standard input) within their limits
 * ({@link org.sokodb.format.source.SourceLimits}), line reading and decoding, writing a file
 * safely ({@link org.sokodb.format.source.AtomicFileWriter}), and what every reader yields:
 * {@link org.sokodb.format.source.LevelRecord}, {@link org.sokodb.format.source.LevelStream},
 * the source locations and errors, and {@link org.sokodb.format.source.Diagnostics}. Uses only
 * {@code board}.
 */
package org.sokodb.format.source;
