package org.sokodb.catalog;

/**
 * What an import stopped half-way (killed, or the machine lost power) left for the next open
 * to repair, seen by a reader that repairs nothing (a read-only server).
 *
 * @param what one sentence: what was left, and what it means for readers
 * @param answersIncomplete true when some answers may be incomplete until the repair (the
 *     duplicate groups of a bulk load, the solutions it had yet to carry); false when only the
 *     catalog's own checks are off and every answer is as complete as ever
 */
public record UnfinishedImport(String what, boolean answersIncomplete) {
}
