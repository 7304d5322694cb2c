package org.sokodb.render;

import java.nio.file.Path;
import java.util.List;

/**
 * What a finished report holds and where it went.
 *
 * @param sources how many distinct sources have at least one occurrence in the report
 * @param pages the files written, the main file first
 */
public record ReportSummary(int groups, int occurrences, int sources, List<Path> pages) {

    public ReportSummary {
        pages = List.copyOf(pages);
    }
}
