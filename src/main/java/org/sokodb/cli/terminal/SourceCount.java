package org.sokodb.cli.terminal;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.source.Sources;

/** What the paths of a command hold before it reads them: for the progress line's total, and to refuse nothing at all. */
public final class SourceCount {
    private SourceCount() {
    }

    /** How many sources the paths hold (files, files in directories, zip entries), without reading them. */
    public static long of(List<String> paths) {
        long[] count = {0};
        for (String path : paths) {
            Sources.walk(path, new Sources.Visitor() {
                @Override
                public void source(Source source) {
                    count[0]++;
                }

                @Override
                public void problem(SourceLocation where, String reason) {
                    count[0]++; // reported, and counted as dealt with, when the sources are really read
                }

                @Override
                public void note(String where, String message) {
                    count[0]++; // a skipped link or loop: said again, and counted as dealt with, when read
                }
            });
        }
        return count[0];
    }

    /**
     * The paths worth reading: a path that does not exist, or a directory with no file in it,
     * is reported here (one problem line each, exit 1) and left out, so that a command given
     * nothing to read creates nothing (no catalog) and says why.
     */
    public static List<String> usable(List<String> paths, Problems problems) {
        List<String> usable = new ArrayList<>();
        for (String path : paths) {
            Path p;
            try {
                p = path.equals("-") ? null : Path.of(path);
            } catch (InvalidPathException e) {
                p = null;
            }
            if (p != null && !Files.exists(p)) {
                Sources.walk(path, new Sources.Visitor.Passing() {
                    @Override
                    public Diagnostics diagnostics() {
                        return problems;
                    }

                    @Override
                    public void source(Source source) {
                        // none: the path is not there
                    }
                });
            } else if (p != null && Files.isDirectory(p) && of(List.of(path)) == 0) {
                problems.report(new SourceLocation(path, 0, 0), "empty directory: no file to read");
            } else {
                usable.add(path);
            }
        }
        return usable;
    }
}
