package org.sokodb.catalog.near;

/** How near-duplicate groups are formed: a shared Normalized-Id, a shared Walls-Id, or at least P % alike. */
public enum NearMode { NORMALIZED, WALLS, SIMILAR }
