-- The similarity index changes its keys (docs/similar.md): squares sampled at fixed places
-- of each level's window, 32 bands, replace the MinHash over open squares, 16 bands. Keys of
-- the two kinds never meet, so the old rows are dropped; the first 'similar' after this
-- migration keys every level again, with progress on stderr, as after an import.
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
DELETE FROM level_band;
