package org.sokodb.catalog.near;

import java.util.List;

/** The first boards of a level's near copies, most alike first, and how many it has in all. */
public record NearPage(List<Near> near, long total) {
    public NearPage {
        near = List.copyOf(near);
    }
}
