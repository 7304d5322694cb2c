package org.sokodb.cli.output;

import org.sokodb.catalog.near.IndexProgress;
import org.sokodb.cli.terminal.Progress;

/** A near-duplicate fill (once per catalog) shown on the command's one progress line. */
public final class NearProgress {
    private NearProgress() {
    }

    public static IndexProgress on(Progress progress) {
        return (what, done, total) -> {
            progress.label("filling the " + what + " (once)").total(total, "levels");
            progress.done(done);
        };
    }
}
