-- The packed levels of level_packed again, grouped (docs/similar.md, "Packed groups"): per run
-- and per group of its levels by their count of open squares and of squares the man reaches
-- (near/PackedLevels.group, each count cut every 4), those levels in the form of a run. An
-- answer of 'similar' reads only the groups its level and threshold admit (near/PackedScan.groups):
-- the levels of the others cannot reach it.
-- group_key is the group times 2^40 plus the run's last_level_id: H2 keeps a table in the order
-- of a single BIGINT primary key, so the runs of one group lie together and an answer reads the
-- pages of its groups only.
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
CREATE TABLE packed_group (
    group_key BIGINT NOT NULL PRIMARY KEY,
    packed    BYTEA NOT NULL
);

-- The runs of level_packed whose groups are written, one row each (written in the transaction
-- that writes the groups). A run not here is read whole from level_packed: a catalog from before
-- this migration until its first fill ('similar' or 'import'), which groups every run.
CREATE TABLE packed_grouped (
    last_level_id BIGINT NOT NULL PRIMARY KEY
);
