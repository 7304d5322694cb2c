package org.sokodb.cli;

import org.sokodb.catalog.near.NearIndex;

/** A near-duplicate fill (once per catalog) shown on the command's one progress line. */
final class NearProgress {
    private NearProgress() {
    }

    static NearIndex.Progress on(Progress progress) {
        return (what, done, total) -> {
            progress.label("filling the " + what + " (once)").total(total, "levels");
            progress.done(done);
        };
    }
}
