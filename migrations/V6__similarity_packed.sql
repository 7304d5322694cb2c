-- 'similar ID' without an index for small levels (docs/similar.md): every level whose grid
-- fits in 10 x 10 (all of Boxoban) is kept as the three 64-bit planes of its window, a run of
-- levels per row (similar/PackedLevels: the first id and the count, then per level the id gap,
-- its size and 24 bytes of planes). 'similar' loads them all and compares the level asked
-- about with every one in memory, which is faster than reading candidates from an index.
-- A row covers every level up to last_level_id, including those too large to pack: those
-- get band keys in level_band instead. Filled by the first 'similar' after an import, with
-- progress on stderr, batch by batch (an interrupted fill resumes after the last row).
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
CREATE TABLE level_packed (
    last_level_id BIGINT NOT NULL PRIMARY KEY,
    levels        INTEGER NOT NULL,
    packed        BYTEA NOT NULL
);

-- level_band now holds only the levels too large to pack; the fill above keys them again.
DELETE FROM level_band;
