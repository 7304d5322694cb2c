package org.sokodb.catalog.near;

/** Told how far a fill of the near-duplicate ids or of the similarity index has come ({@code catalog.near.NearIndex}). */
public interface IndexProgress {
    IndexProgress NONE = (what, done, total) -> { };

    void report(String what, long done, long total);
}
