-- Goal entries (docs/difficulty.md, "The quantities"): the pushes of the rating's solution that
-- take a box from a square that is no goal onto a goal, stored beside the other quantities.
-- A rating stored before this column keeps its difficulty, band and quantities, its goal entries
-- NULL (they cannot be had without replaying its solution): such a group wants rating again,
-- and the next difficulty --catalog rates it from its solutions (show says the rating is not the
-- current one until then).
-- Portable SQL: H2 2.x and PostgreSQL run this same file. Safe to run again from the top
-- (docs/catalog.md, "Upgrades"): the column is added only when missing.
ALTER TABLE difficulty ADD COLUMN IF NOT EXISTS goal_entries INTEGER;
