package org.sokodb.catalog.front.view;

/** A source and one page of its boards. */
public record SourcePage(SourceEntry source, Listing<BoardEntry> boards) {
}
