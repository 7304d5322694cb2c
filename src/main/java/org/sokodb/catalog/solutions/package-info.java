/**
 * Solutions in the catalog, whoever brings them: the {@code solution} table
 * ({@link org.sokodb.catalog.solutions.SolutionDao}, {@link org.sokodb.catalog.solutions.StoredSolution}),
 * checking a level's solution blocks at import ({@code BlockSolutions}), a solution file
 * ({@code import-solutions}, {@link org.sokodb.catalog.solutions.SolutionImport}), one solution
 * sent to the web server ({@link org.sokodb.catalog.solutions.SolutionSubmission}) or found by
 * the solver or the optimizer; each verified solution stored once ({@code SolutionStore}) and
 * carried to every level of its duplicate group, turned to its orientation
 * ({@code SolutionSharing}); and the best of a level's solutions
 * ({@link org.sokodb.catalog.solutions.BestSolution}). What a solution is (replay, metrics,
 * the orders that pick the best) is {@code org.sokodb.replay}.
 */
package org.sokodb.catalog.solutions;
