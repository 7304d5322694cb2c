/**
 * Level files in and out: sources (files, directories, zip archives, pipes) within their
 * limits, the XSB/SOK reader and writer, run-length encoding, the maps inside
 * {@code pusher.exe}, and {@link org.sokodb.format.source.Diagnostics}, the one interface every
 * layer reports problems with the input through. Manual: {@code docs/formats.md}.
 *
 * <p>Uses only {@code board}; knows nothing of ids or databases ({@code LayeringTest}).
 */
package org.sokodb.format;
