/**
 * Replaying a solution: its steps (LURD, run-length encoded or not) parsed within limits, a
 * strict replay with verdicts and the community's six metrics, the two "best" orders, and
 * carrying a solution to a rotated, mirrored or re-started copy of its level. Manual:
 * {@code docs/solutions.md}. Uses {@code board} only.
 */
package org.sokodb.replay;
