package org.sokodb.catalog.near;

import java.util.List;

/**
 * The first boards of a level's near copies, most alike first, how many it has in all, and
 * how many levels the similarity index does not cover yet (which cannot be among them).
 */
public record NearPage(List<Near> near, long total, long notIndexed) {
    public NearPage {
        near = List.copyOf(near);
    }
}
