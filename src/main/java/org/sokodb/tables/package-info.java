/**
 * Primitive tables that packages holding millions of numbers share, so that each does not write
 * its own: {@link org.sokodb.tables.LongMap}, 64-bit keys to 64-bit values by open addressing
 * (the bulk import's Exact-Id and Unique-Id maps, the group census, FESS's set of the positions
 * one expansion lists). Knows nothing of the game or the catalog; uses nothing of sokodb
 * ({@code LayeringTest}).
 */
package org.sokodb.tables;
