/**
 * The level as the searches see it: floor squares as numbers with their neighbours
 * ({@code Maze}), where the man can walk ({@code ManReach}; after any push of a position, read
 * off one labelling of its areas: {@code ManAreas}), box distances that ignore the
 * other boxes and the dead squares they give ({@code Distances}), macro moves along them
 * ({@code MacroMove}), the goals a box alone can reach with the man on his side of it and
 * whether a group of boxes can each reach one of its own ({@code LoneBoxGoals}), and the
 * level's symmetries. Uses nothing else of the solver.
 */
package org.sokodb.solver.maze;
