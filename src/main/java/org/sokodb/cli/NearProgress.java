package org.sokodb.cli;

import org.sokodb.catalog.near.IndexProgress;

/** A near-duplicate fill (once per catalog) shown on the command's one progress line. */
final class NearProgress {
    private NearProgress() {
    }

    static IndexProgress on(Progress progress) {
        return (what, done, total) -> {
            progress.label("filling the " + what + " (once)").total(total, "levels");
            progress.done(done);
        };
    }
}
