package org.sokodb.render;

import java.nio.file.Path;
import java.util.List;

/**
 * What a finished report holds and where it went.
 *
 * @param sources how many distinct sources have at least one occurrence in the report
 * @param pages the files written, the main file first
 * @param notes what the user should hear of the writing (a directory that could not be synced)
 */
public record ReportSummary(int groups, int occurrences, int sources, List<Path> pages, List<String> notes) {

    public ReportSummary {
        pages = List.copyOf(pages);
        notes = List.copyOf(notes);
    }

    /** A report written with nothing to say about the writing. */
    public ReportSummary(int groups, int occurrences, int sources, List<Path> pages) {
        this(groups, occurrences, sources, pages, List.of());
    }
}
