/**
 * The board: walls, goals, boxes and the man on a grid ({@link org.sokodb.board.Board},
 * immutable, parsed from rows of text), the four directions, the eight symmetries of a
 * square grid, flood fills, and the size limits a board must keep.
 *
 * <p>Every other package builds on this one; it uses none of them ({@code LayeringTest}).
 */
package org.sokodb.board;
