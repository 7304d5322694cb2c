/**
 * The text formats: the XSB/SOK reader ({@link org.sokodb.format.xsb.XsbReader}: boards,
 * titles above or below, notes, solution blocks, the gaps between levels) and writer
 * ({@link org.sokodb.format.xsb.XsbWriter}), run-length encoding, and SLC, the XML collection
 * whose rows are XSB boards ({@code SlcReader}, {@code SlcWriter}). Uses {@code format.source}
 * and {@code board}.
 */
package org.sokodb.format.xsb;
