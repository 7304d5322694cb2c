package org.sokodb.catalog.front.work;

/** Told how far a fill of the near-duplicate ids or of the similarity index has come ({@code near.catalog.NearIndex}). */
public interface IndexProgress {
    IndexProgress NONE = (what, done, total) -> { };

    void report(String what, long done, long total);
}
