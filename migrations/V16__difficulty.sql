-- Difficulty (docs/difficulty.md, "In the catalog"): how hard each Unique-Id group is for a
-- person, rated by difficulty --catalog (and by solve --catalog and optimize --catalog for the
-- groups they store a solution of). One row per group with a solution: the 0-100 difficulty,
-- its band, the estimate D itself, the estimator's version and the quantities it was computed
-- from, so that a new estimator rates the group again from them without replaying. A group
-- without a row is unrated (no solution: never a guess).
-- A group is rated again when a solution newer than solutions_up_to arrives in it (it may keep
-- boxes together better) or when the estimator's version changes.
-- Portable SQL: H2 2.x and PostgreSQL run this same file. Safe to run again from the top
-- (docs/catalog.md, "Upgrades"): every statement creates only what is missing.
CREATE TABLE IF NOT EXISTS difficulty (
    unique_id        BIGINT NOT NULL PRIMARY KEY,   -- as level.unique_id
    level_id         BIGINT NOT NULL,         -- the member whose solution rated it (no foreign key: it may leave the catalog)
    solution_id      BIGINT NOT NULL,         -- that solution (no foreign key, as level_id)
    solutions_up_to  BIGINT NOT NULL,         -- the newest solution row of the group when rated
    estimator        VARCHAR(16) NOT NULL,    -- the weights' version: v1
    difficulty       DOUBLE PRECISION NOT NULL,   -- 0-100: the percentile of D among the fit's reference levels
    band             VARCHAR(16) NOT NULL,    -- easy, medium, hard, very-hard
    score            DOUBLE PRECISION NOT NULL,   -- D itself
    boxes            INTEGER NOT NULL,
    floor_squares    INTEGER NOT NULL,
    congestion       DOUBLE PRECISION NOT NULL,
    pushes           INTEGER NOT NULL,
    moves            INTEGER NOT NULL,
    box_lines        INTEGER NOT NULL,
    box_changes      INTEGER NOT NULL,
    decomposition    DOUBLE PRECISION NOT NULL,
    counterintuitive INTEGER NOT NULL,
    rated_at         TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX IF NOT EXISTS difficulty_by_difficulty ON difficulty (difficulty);
