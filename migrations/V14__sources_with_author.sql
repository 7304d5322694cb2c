-- Credits (docs/credits.md): how many boards of each source are levels whose author field is
-- not empty. 'credits' and 'authors' read the boards of the sources that have some and no
-- others, so a catalog whose sources name no author (the 1.5 million Boxoban boards) answers
-- from this column alone. The field is read by the name rule when asked, never stored read:
-- a field that names no one ("unknown") counts here and is no credit there, and the rule can
-- change without a migration. Kept by import; filled here for a catalog imported before.
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
-- Safe to run again from the top (docs/catalog.md, "Upgrades"): H2 commits each statement on
-- its own, so a kill between the two leaves the column added and not filled; the next run
-- adds nothing (IF NOT EXISTS) and fills it again, whole.
ALTER TABLE collection ADD COLUMN IF NOT EXISTS with_author INTEGER DEFAULT 0 NOT NULL;
UPDATE collection SET with_author = (SELECT COUNT(*) FROM occurrence o
    WHERE o.collection_id = collection.id AND o.level_id IS NOT NULL AND o.author <> '');
