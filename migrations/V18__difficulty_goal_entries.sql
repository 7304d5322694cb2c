-- Goal entries (docs/difficulty.md, "The quantities"): the pushes of the rating's solution that
-- take a box from a square that is no goal onto a goal, stored beside the other quantities.
-- A rating stored before this column cannot be given it without replaying its solution, so it
-- is removed: its group has a solution and no rating, and the next difficulty --catalog rates
-- it from its solutions (show says "not rated yet" until then).
-- Portable SQL: H2 2.x and PostgreSQL run this same file. Safe to run again from the top
-- (docs/catalog.md, "Upgrades"): the column is added only when missing, and once every row has
-- it the delete removes nothing.
ALTER TABLE difficulty ADD COLUMN IF NOT EXISTS goal_entries INTEGER;
DELETE FROM difficulty WHERE goal_entries IS NULL;
ALTER TABLE difficulty ALTER COLUMN goal_entries SET NOT NULL;
