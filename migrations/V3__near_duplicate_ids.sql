-- Near-duplicates (docs/similar.md). Portable SQL: H2 2.x and PostgreSQL run this same file.

-- The Normalized-Id (the Unique-Id after solution-preserving simplifications) and the
-- Walls-Id (the canonical id of the maze alone). Import computes both for every new level;
-- null only in a catalog imported before this migration, until the first near-duplicate
-- command fills them in (with progress on stderr).
--
-- Not indexed, on purpose: every index costs time on each of a million inserts, and the
-- only queries on them ('dups --normalized', '--walls') group the whole table anyway, which
-- a scan does as fast. (Measured: the two indexes made a 50,000-level import 45-65 % slower.)
ALTER TABLE level ADD COLUMN normalized_id VARCHAR(16);
ALTER TABLE level ADD COLUMN walls_id VARCHAR(16);

-- The similarity index: the MinHash band keys of each level (its board as stored, anchored
-- at the top-left corner). A level shares a band key with a probe of the level asked about
-- when the two are likely alike; the exact measure then decides. Filled by the first
-- 'similar' after an import (kept out of import itself: 16 rows per level would cost it more
-- than the ids do). A level without rows here has not been keyed yet.
CREATE TABLE level_band (
    band_key    BIGINT NOT NULL,
    level_id    BIGINT NOT NULL
);
CREATE INDEX level_band_key ON level_band (band_key);
CREATE INDEX level_band_level ON level_band (level_id);
ALTER TABLE level_band ADD CONSTRAINT level_band_level_fk FOREIGN KEY (level_id) REFERENCES level (id) ON DELETE CASCADE;
