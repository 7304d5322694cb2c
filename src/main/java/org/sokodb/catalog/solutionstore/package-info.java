/**
 * Storing solutions in the catalog, whoever brings them: checking a level's solution blocks at
 * import ({@code BlockSolutions}), a solution file ({@code import-solutions},
 * {@link org.sokodb.catalog.solutionstore.SolutionImport}), one solution sent to the web server
 * ({@link org.sokodb.catalog.solutionstore.SolutionSubmission}) or found by the solver; each
 * verified solution stored once ({@code SolutionStore}) and carried to every level of its
 * duplicate group, turned to its orientation ({@code SolutionSharing}).
 */
package org.sokodb.catalog.solutionstore;
