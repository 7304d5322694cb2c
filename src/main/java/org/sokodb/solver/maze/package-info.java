/**
 * The level as the searches see it: floor squares as numbers with their neighbours
 * ({@code Maze}), where the man can walk ({@code ManReach}; after any push of a position, read
 * off one labelling of its areas: {@code ManAreas}), box distances that ignore the
 * other boxes and the dead squares they give ({@code Distances}), macro moves along them
 * ({@code MacroMove}), and the level's symmetries. Uses nothing else of the solver.
 */
package org.sokodb.solver.maze;
