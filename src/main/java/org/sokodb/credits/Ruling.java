package org.sokodb.credits;

import java.util.Locale;

/**
 * The ruling on who made a level, when its copies do not all say the same (docs/credits.md). A
 * ruling, not a verdict: "verdict" is replay's word for what a solution is. Its word is written
 * under the published name {@code verdict} (the column of {@code credits}, the key of the JSON),
 * kept as it was: columns and keys are a contract.
 */
public enum Ruling {
    /** The copies name different authors: two copies of which neither names everyone the other names. */
    CONFLICT,
    /** The copies that name an author agree, and some copies name none. */
    UNCREDITED,
    /** Levels not the same but at least P % alike, credited to different authors ({@code --similar P}). */
    NEAR,
    /** The copies name the same people, some in another spelling (an initial, a pen name): listed with {@code --variants}. */
    VARIANT;

    /** The word the command line, the JSON and the pages write. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
