/**
 * Freeze deadlocks: a box that can never move again off a goal, for the forward searches
 * ({@code FreezeCheck}: held on each axis by a wall, two dead squares or a frozen box) and
 * for the backward one ({@code PullFreezeCheck}: never pulled again, off a start square), with
 * the stack of boxes a check has found frozen so far ({@code FrozenBoxes}). Checked for the box
 * just moved. Uses {@code maze} only.
 */
package org.sokodb.solver.deadlock.freeze;
