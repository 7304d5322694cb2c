package org.sokodb.credits;

import java.util.Locale;

/** What the copies of a level say about who made it, when they do not all say the same (docs/credits.md). */
public enum Verdict {
    /** The copies name different authors: two copies of which neither names everyone the other names. */
    CONFLICT,
    /** The copies that name an author agree, and some copies name none. */
    UNCREDITED,
    /** Levels not the same but at least P % alike, credited to different authors ({@code --similar P}). */
    NEAR,
    /** The copies name the same people, some in another spelling (an initial, a pen name): listed with {@code --variants}. */
    VARIANT;

    /** The word the command line and the JSON write. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
