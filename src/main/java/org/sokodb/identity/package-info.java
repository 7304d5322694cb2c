/**
 * Exact-Id and Unique-Id ({@link org.sokodb.identity.LevelIdentity}, {@code docs/level-identity.md}),
 * identifying records on every core in input order, and how two boards of one Unique-Id relate
 * (rotated, mirrored, man elsewhere). Uses {@code board} and {@code format} only.
 */
package org.sokodb.identity;
