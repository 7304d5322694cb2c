package org.sokodb.cli.output;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.levels.Found;
import org.sokodb.catalog.levels.LevelView;
import org.sokodb.cli.terminal.CommandFailedException;
import org.sokodb.cli.terminal.ExitCodes;
import org.sokodb.cli.terminal.OutputFile;
import org.sokodb.format.source.AtomicFileWriter;
import org.sokodb.render.BoardSvg;

/**
 * {@code show ID --svg FILE}: one board as a standalone SVG. The board is drawn as a
 * source wrote it: the one {@code SOURCE#INDEX} names, else the level's first appearance,
 * the same board the HTML report shows first.
 */
public final class ShowSvg {
    private ShowSvg() {
    }

    public static int write(String id, Found found, Path file, boolean force, PrintWriter out, PrintWriter err) {
        if (found instanceof Found.NotALevel n) {
            err.println("sokodb: " + id + " is not a level (" + n.appearance().reason().orElse("rejected")
                    + "): nothing to draw");
            return ExitCodes.REJECTED;
        }
        List<LevelView> levels = ((Found.Levels) found).levels();
        LevelView level = levels.get(0);
        if (levels.size() > 1) {
            err.println("sokodb: " + id + " names " + levels.size() + " levels; drawing the first, "
                    + level.level().exactId() + " (give an Exact-Id or SOURCE#INDEX for another)");
        }
        // A level always has an appearance; the normalised board is only a fallback for a damaged catalog.
        Optional<Appearance> shown = level.appearances().stream()
                .filter(a -> (a.source() + "#" + a.index()).equals(id.strip()))
                .findFirst()
                .or(() -> level.appearances().stream().findFirst());
        Board board = parse(shown.map(Appearance::board).orElse(level.level().board()));
        String where = shown.map(a -> a.source() + "#" + a.index()).orElse(level.level().exactId());
        String named = shown.map(Appearance::title).orElse("");
        String title = named.isEmpty() ? where : named + " — " + where;
        try (AtomicFileWriter writer = AtomicFileWriter.create(file, force)) {
            writer.writer().write(BoardSvg.document(board, title));
            writer.commit().ifPresent(n -> OutputFile.note(err, n));
        } catch (FileAlreadyExistsException e) {
            throw OutputFile.exists(file);
        } catch (IOException e) {
            throw OutputFile.cannotWrite(file, e);
        }
        out.println("wrote " + file + ": " + where + (named.isEmpty() ? "" : " \"" + named + "\"") + ", Exact-Id "
                + level.level().exactId());
        return ExitCodes.OK;
    }

    /** A board the catalog holds as a level was parsed when imported; failing now means a damaged catalog. */
    private static Board parse(String text) {
        try {
            return Board.parse(text.lines().toList());
        } catch (BoardException e) {
            throw new CommandFailedException("the catalog holds a board that no longer parses: " + e.getMessage(), e);
        }
    }
}
