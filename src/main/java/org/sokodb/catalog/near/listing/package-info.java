/**
 * The listing beside the packed levels of the similarity index (docs/similar.md, "The
 * listing"): what a row of {@code similar} shows of each level, kept as compact values a run
 * of levels ({@link org.sokodb.catalog.near.listing.ListingRun}, table {@code level_listing}),
 * split by the groups of the run's packed levels ({@link org.sokodb.catalog.near.listing.ListingGroups},
 * table {@code listing_group}),
 * written for new levels and patched for changed ones by the fill at the end of an import
 * ({@link org.sokodb.catalog.near.listing.Listings}), and read by every answer of
 * {@code similar} and the level page's near copies in {@code org.sokodb.catalog.near}.
 */
package org.sokodb.catalog.near.listing;
