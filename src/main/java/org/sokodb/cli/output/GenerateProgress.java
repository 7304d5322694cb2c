package org.sokodb.cli.output;

import org.sokodb.cli.terminal.Progress;
import org.sokodb.generate.GeneratedLevel;
import org.sokodb.generate.Generator;
import org.sokodb.generate.Rejection;

/** What the generator does, told to the one progress line: levels kept of those asked for, candidates tried. */
public final class GenerateProgress implements Generator.Listener {
    private final Progress progress;
    private long kept;

    public GenerateProgress(Progress progress, int count) {
        this.progress = progress.total(count, "kept").items("candidates");
    }

    @Override
    public void kept(GeneratedLevel level) {
        progress.done(++kept);
        progress.items(level.candidate());
    }

    @Override
    public void rejected(long candidate, Rejection why) {
        progress.items(candidate);
    }
}
