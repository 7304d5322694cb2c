package org.sokodb.catalog.difficulty;

import org.sokodb.difficulty.Band;

/**
 * A rated board of a source, where it stands in the source: what a source's page draws.
 *
 * @param index the board's 1-based place among the source's boards
 * @param title its title
 * @param uniqueId its group
 * @param difficulty 0–100
 * @param band the band of {@code difficulty}
 */
public record LevelInSource(int index, String title, String uniqueId, double difficulty, Band band) {
}
