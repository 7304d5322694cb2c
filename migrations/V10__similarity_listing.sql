-- What a row of 'similar' shows, beside the packed levels (docs/similar.md, "The listing"):
-- per run of level_packed (the same last_level_id), every level of the run with its Exact-Id
-- and Unique-Id and each of its boards (row id, source, index, title), as one compact value
-- (near/catalog/Listing). An answer with thousands of near copies then reads a few hundred
-- such values instead of the level, board and index rows of each copy, which lie on pages of
-- their own all over the file.
-- A run holds the boards of its levels up to listing_through.board_id; boards added later
-- to its levels are read from occurrence until the next fill (the end of an import, or
-- 'similar') adds them to the run. A run that is missing is read from the tables.
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
CREATE TABLE level_listing (
    last_level_id  BIGINT NOT NULL PRIMARY KEY,
    first_level_id BIGINT NOT NULL,
    listing        BYTEA NOT NULL
);

-- Per run of level_listing, how many boards each of its levels has there (near/catalog/ListingRun):
-- the level page counts the near copies it does not draw from these (2 bytes a Boxoban level)
-- instead of reading the whole listing. Written and dropped with its run.
CREATE TABLE listing_counts (
    last_level_id BIGINT NOT NULL PRIMARY KEY,
    counts        BYTEA NOT NULL
);

-- One row: every run of level_listing holds every board of its levels up to board_id.
CREATE TABLE listing_through (
    board_id BIGINT NOT NULL
);

-- Boards taken away (a source replaced) that a listed run may still hold: a reader skips
-- them, and the next fill takes them out of the runs of their levels and forgets them here.
CREATE TABLE listing_gone (
    board_id BIGINT NOT NULL PRIMARY KEY,
    level_id BIGINT NOT NULL
);
