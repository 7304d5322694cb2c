-- The similarity index changes its keys (docs/similar.md): squares sampled at fixed places
-- of each level's window (5 bands in 8 orientations: 40 rows a level) replace the MinHash
-- over open squares (16 bands: 16 rows a level). Keys of
-- the two kinds never meet, so the old rows are dropped; the first 'similar' after this
-- migration keys every level again, with progress on stderr, as after an import.
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
DELETE FROM level_band;
