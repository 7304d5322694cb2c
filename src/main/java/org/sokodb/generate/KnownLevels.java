package org.sokodb.generate;

/**
 * The levels that already exist, by Unique-Id: a generated level with one of these is a copy
 * (rotated, mirrored or with the man moved) and is not kept. The command line answers it
 * from the catalog; this package knows no database.
 */
@FunctionalInterface
public interface KnownLevels {
    /** Nothing is known: only the batch itself is checked. */
    KnownLevels NONE = uniqueId -> false;

    boolean contains(String uniqueId);
}
