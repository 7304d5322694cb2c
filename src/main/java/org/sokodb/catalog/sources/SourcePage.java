package org.sokodb.catalog.sources;

import org.sokodb.catalog.ResultPage;

/** A source and one page of its boards. */
public record SourcePage(SourceEntry source, ResultPage<BoardEntry> boards) {
}
