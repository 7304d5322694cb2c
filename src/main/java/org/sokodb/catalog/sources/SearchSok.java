package org.sokodb.catalog.sources;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.difficulty.Band;
import org.sokodb.format.xsb.XsbWriter;

/** The boards a search found as one SOK file ({@link Browsing#searchAsSok}), written by {@link XsbWriter}. */
final class SearchSok {
    private SearchSok() {
    }

    static String write(List<BoardEntry> boards) {
        List<XsbWriter.Level> levels = new ArrayList<>();
        int leftOut = 0;
        for (BoardEntry b : boards) {
            List<String> rows = b.written().lines().toList();
            if (!XsbWriter.readsAsBoard(rows)) {
                leftOut++;
                continue;
            }
            String difficulty = b.difficulty().isPresent()
                    ? Band.written(b.difficulty().getAsDouble()) + " (" + b.band().flatMap(Band::parse).map(Band::words).orElse("")
                            + ")"
                    : "unrated";
            levels.add(new XsbWriter.Level(b.title(), b.author(), "Difficulty: " + difficulty + "\nFrom: " + b.source()
                    + "#" + b.index(), rows, List.of()));
        }
        StringWriter out = new StringWriter();
        try (XsbWriter writer = new XsbWriter(out, XsbWriter.Format.SOK)) {
            writer.header("A search of the sokodb catalog: " + levels.size() + (levels.size() == 1 ? " level" : " levels") + ", easy first by their stored "
                    + "difficulty, unrated last" + (leftOut == 0 ? "" : "; " + leftOut + (leftOut == 1 ? " board" : " boards") + " left out: their rows "
                    + "as written would not read back as a board"));
            for (XsbWriter.Level level : levels) {
                writer.level(level);
            }
            writer.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
