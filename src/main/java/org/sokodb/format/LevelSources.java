package org.sokodb.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.source.SourceLimits;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.source.Sources;

/**
 * The reading loop every command shares: paths as the user gave them → sources → boards,
 * with each problem reported once and reading going on with the next source; a file or
 * directory an earlier path of the line reads already is skipped with a note.
 */
public final class LevelSources {

    /** Receives what is read. Calls come from the reading thread, in source order. */
    public interface Handler extends Diagnostics {
        /** A handler that gives each level to {@code level} and the problems and notes to {@code diagnostics}. */
        static Handler of(Consumer<LevelRecord> level, Diagnostics diagnostics) {
            return new Each(level, diagnostics);
        }

        /**
         * Gives each level to a consumer and the problems and notes to a receiver; a reader
         * that also wants to hear of sources beginning or ending extends it.
         */
        class Each implements Passing {
            private final Consumer<LevelRecord> level;
            private final Diagnostics diagnostics;

            public Each(Consumer<LevelRecord> level, Diagnostics diagnostics) {
                this.level = level;
                this.diagnostics = diagnostics;
            }

            @Override
            public Diagnostics diagnostics() {
                return diagnostics;
            }

            @Override
            public void level(LevelRecord record) {
                level.accept(record);
            }
        }

        /** A handler whose problems and notes go on to {@link #diagnostics()}. */
        interface Passing extends Handler, Diagnostics.Passing {
        }

        /** A source is about to be read. */
        default void begin(Source source, LevelStream stream) {
        }

        /** One board of the current source. */
        void level(LevelRecord record);

        /**
         * The current source is done. {@code complete} is false when reading stopped early
         * (the source is damaged): whatever was taken from it should be discarded.
         */
        default void end(Source source, LevelStream stream, int boards, boolean complete) {
        }
    }

    private LevelSources() {
    }

    public static void read(List<String> paths, Handler handler) {
        read(paths, SourceLimits.DEFAULT, handler);
    }

    /** Reads within other limits than the default ones (tests use small ones). */
    public static void read(List<String> paths, SourceLimits limits, Handler handler) {
        Map<Path, String> named = new LinkedHashMap<>();
        for (String path : paths) {
            Path real = realPath(path);
            String earlier = real == null ? null : readAlready(named, real);
            if (earlier != null) {
                handler.note(path, "skipped: " + earlier + ", read already");
                continue;
            }
            if (real != null) {
                named.put(real, path);
            }
            Tally tally = new Tally(handler);
            Sources.walk(path, limits, new Sources.Visitor.Passing() {
                @Override
                public Diagnostics diagnostics() {
                    return tally;
                }

                @Override
                public void source(Source source) {
                    // a file met in a directory that an earlier path of the line named itself (with
                    // this path the only one named, nothing to look up: no file's real path asked)
                    String earlier = source.namedByUser() || named.size() < 2 ? null
                            : source.file().map(f -> named.get(realPath(f))).orElse(null);
                    if (earlier != null) {
                        tally.readAlready = true;
                        tally.note(source.name(), "skipped: the same file as " + earlier + ", read already");
                    } else {
                        readOne(source, tally);
                    }
                }
            });
            if (tally.boards == 0 && tally.problems == 0 && !tally.readAlready) {
                // a directory or archive whose every file was skipped: a mistyped path is no success
                handler.problem(new SourceLocation(path, 0, 0), "holds no level: "
                        + (tally.sources == 0 ? "there is no file in it" : "every file in it was skipped (above)"));
            }
        }
    }

    /**
     * The file or directory a path names, links followed; null for standard input and for what
     * does not exist (said when it is read).
     */
    private static Path realPath(String asGiven) {
        if (asGiven.equals("-")) {
            return null;
        }
        try {
            return realPath(Path.of(asGiven));
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private static Path realPath(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * How an earlier path of the same line already reads {@code real}: the same file or
     * directory named twice ({@code sokodb solve a.sok a.sok} solved every level twice, {@code id}
     * listed it twice), or one inside a directory named before it; null when none does.
     */
    private static String readAlready(Map<Path, String> named, Path real) {
        for (Map.Entry<Path, String> earlier : named.entrySet()) {
            if (earlier.getKey().equals(real)) {
                return "the same " + (Files.isDirectory(real) ? "directory" : "file") + " as " + earlier.getValue();
            }
            if (real.startsWith(earlier.getKey()) && Files.isDirectory(earlier.getKey())) {
                return "inside " + earlier.getValue();
            }
        }
        return null;
    }

    /**
     * What one path the user gave yielded, passed on to the handler: boards, problems and
     * sources, so that a path that yielded no board and no problem is said to hold no level.
     */
    private static final class Tally implements Handler {
        private final Handler handler;
        private int boards;
        private int problems;
        private int sources;
        /** A file of this path was read already, under an earlier path: the path holds levels. */
        private boolean readAlready;

        Tally(Handler handler) {
            this.handler = handler;
        }

        @Override
        public void begin(Source source, LevelStream stream) {
            handler.begin(source, stream);
        }

        @Override
        public void level(LevelRecord record) {
            boards++;
            handler.level(record);
        }

        @Override
        public void end(Source source, LevelStream stream, int boards, boolean complete) {
            handler.end(source, stream, boards, complete);
        }

        @Override
        public void problem(SourceLocation where, String reason) {
            problems++;
            handler.problem(where, reason);
        }

        @Override
        public void note(String where, String message) {
            sources++; // a file skipped is a file the path holds
            handler.note(where, message);
        }
    }

    /** The bytes the sources under {@code paths} hold, before reading them ({@link Sources#bytes}). */
    public static long bytes(List<String> paths) {
        return paths.stream().mapToLong(Sources::bytes).sum();
    }

    /** Reads one source that is not a path the user gave ({@link Sources#named}). */
    public static void read(Source source, Handler handler) {
        readOne(source, handler);
    }

    private static void readOne(Source source, Handler handler) {
        LevelStream stream;
        try {
            stream = LevelFiles.open(source);
        } catch (SourceException e) {
            // a file that is no level file is skipped quietly when a directory or archive holds it;
            // a damaged or unreadable one is a problem wherever it is
            if (source.namedByUser() || !e.notLevelFile()) {
                handler.problem(e.location(), e.reason());
            } else {
                handler.note(source.name(), "skipped: " + e.reason());
            }
            return;
        }
        int boards = 0;
        boolean complete = false;
        try (stream) {
            handler.begin(source, stream);
            while (stream.hasNext()) {
                LevelRecord record = stream.next();
                handler.level(record);
                for (String warning : record.warnings()) {
                    handler.note(record.location().prefix(), warning);
                }
                boards++;
            }
            complete = true;
        } catch (SourceException e) {
            handler.problem(e.location(), e.reason());
        } finally {
            handler.end(source, stream, boards, complete);
        }
        if (complete && boards == 0) {
            if (source.namedByUser()) {
                handler.problem(new SourceLocation(source.name(), 0, 0), "no level in this file");
            } else {
                handler.note(source.name(), "skipped: no level in this file");
            }
        }
    }
}
