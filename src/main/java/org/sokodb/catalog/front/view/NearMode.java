package org.sokodb.catalog.front.view;

/** How near-duplicate groups are formed: a shared Normalized-Id, a shared Walls-Id, or at least P % alike. */
public enum NearMode { NORMALIZED, WALLS, SIMILAR }
