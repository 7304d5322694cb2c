package org.sokodb.catalog.sources;

import org.sokodb.catalog.Listing;

/** A source and one page of its boards. */
public record SourcePage(SourceEntry source, Listing<BoardEntry> boards) {
}
