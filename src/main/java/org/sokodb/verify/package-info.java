/**
 * {@code sokodb verify} without a database: levels paired with the solution blocks under them
 * or with the lines of a one-line-per-level solution file ({@link org.sokodb.verify.LinePairing},
 * which {@code import-solutions} shares), each judged by a strict replay.
 */
package org.sokodb.verify;
