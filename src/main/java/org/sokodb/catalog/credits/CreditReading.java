package org.sokodb.catalog.credits;

/**
 * What one {@code credits} answer reads, shared by its exact groups ({@link CreditGroups}) and
 * its near ones ({@link NearCredits}): the catalog's credit rows, the boards that name someone,
 * the filter, and the judging of copies by it.
 */
record CreditReading(CreditDao dao, CreditedBoards credited, CreditFilter filter, Judging judging) {
}
