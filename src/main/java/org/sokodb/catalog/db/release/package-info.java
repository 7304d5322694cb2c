/**
 * The H2 release that wrote a catalog file, and the copy a release makes of a file another
 * release wrote before it writes anything there:
 *
 * <ul>
 * <li>{@link org.sokodb.catalog.db.release.H2Release}: the release, as sokodb marks it in the
 *     file (H2's store version, a number H2 keeps for its user and never reads itself);
 * <li>{@link org.sokodb.catalog.db.release.ReleaseCopy}: the copy into a file the running
 *     release writes whole, checked and swapped in, the old file untouched until then;
 * <li>{@link org.sokodb.catalog.db.release.CopyListener}: what the copy tells whoever waits;
 * <li>{@link org.sokodb.catalog.db.release.NewestChunkLook}: the read-only look at a file before
 *     H2 opens it, from its header and newest chunks when H2 would take the chunk the header names;
 * <li>{@link org.sokodb.catalog.db.release.UncleanHeader}: the header as a kill leaves it, for a file
 *     whose newest state H2 2.5.252 passes over only for a dead chunk it cannot read;
 * <li>{@link org.sokodb.catalog.db.release.UnendedCommit}: a transaction a kill left committed and
 *     not ended, which H2 2.5.252 never ends;
 * <li>{@link org.sokodb.catalog.db.release.OlderStateRecovery}: what to do with a file H2 opens at
 *     an older state only (H2's own tools make a new catalog of that state).
 * </ul>
 *
 * <p>This package imports no other sokodb package: {@code catalog.db} calls it before H2 opens
 * a file, and turns its failures into the catalog's own.
 */
package org.sokodb.catalog.db.release;
