-- The sources by their count of boards: every open of an H2 catalog asks for the source rows that
-- say they have no board though boards name them (what a kill left of the source it stopped:
-- catalog.imports.bulk.KilledSourceDao.UNFINISHED), and without an index H2 read every source row
-- for it, most of the question's cost on a large catalog (docs/startup.md). With it, one range of
-- this index: the sources with boards = 0, none on a catalog in order but empty files.
-- Portable SQL: H2 2.x and PostgreSQL run this same file. Safe to run again from the top
-- (docs/catalog.md, "Upgrades"): the index is created only when missing.
CREATE INDEX IF NOT EXISTS collection_boards ON collection (boards);
