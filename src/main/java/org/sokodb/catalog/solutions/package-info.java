/**
 * Solutions in the catalog, whoever brings them (an import's solution blocks, a solution file,
 * the solver): checking a level's solution blocks ({@code BlockSolutions}), storing verified
 * solutions once ({@code SolutionStore}), and carrying them to every level of their duplicate
 * group, turned to its orientation ({@code SolutionSharing}).
 */
package org.sokodb.catalog.solutions;
