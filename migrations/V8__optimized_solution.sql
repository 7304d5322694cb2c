-- Optimizing the catalog (optimize --catalog). A solution the optimizer found is an ordinary
-- row of 'solution' (carried_from null, carried to its duplicates like an imported one); these
-- columns say what it improved on: the metric it was made better in, the stored solution of
-- the same level the search started from, and that solution's moves and pushes (kept here:
-- the start may be a carried row, which leaves the catalog with its level, so improved_from
-- has no foreign key). Null for every other solution. A carried copy of an optimizer solution
-- leaves them null: the row it was carried from holds them.
ALTER TABLE solution ADD COLUMN improved_metric VARCHAR(8);   -- 'moves' or 'pushes'
ALTER TABLE solution ADD COLUMN improved_from BIGINT;
ALTER TABLE solution ADD COLUMN before_moves INTEGER;
ALTER TABLE solution ADD COLUMN before_pushes INTEGER;

-- The last optimization of each Unique-Id group in each metric (a search cut short by Ctrl-C
-- leaves none). A group is optimized again in a metric only when some member has since
-- received a solution better in that metric's order (moves then pushes, or pushes then moves)
-- than the best the last run ended with; when the last run did not prove its result optimal
-- and this one may spend more (a longer time limit or a larger node limit); or when asked
-- (--force). Keyed by Unique-Id: the metrics of a solution are the same on every member it is
-- carried to.
CREATE TABLE optimize_attempt (
    unique_id     VARCHAR(16) NOT NULL,
    metric        VARCHAR(8) NOT NULL,      -- 'moves' or 'pushes'
    level_id      BIGINT NOT NULL,          -- the member searched (no foreign key: it may leave the catalog)
    started_from  BIGINT NOT NULL,          -- the solution the search started from (no foreign key, as level_id)
    solution_id   BIGINT,                   -- the improvement stored; null when none was found
    end_moves     INTEGER NOT NULL,         -- the group's best in the metric when the run ended
    end_pushes    INTEGER NOT NULL,
    proved        BOOLEAN NOT NULL,         -- the search proved no solution has fewer of the metric's first count
    optimizer     VARCHAR NOT NULL,         -- 'sokodb VERSION'
    time_limit_ms BIGINT NOT NULL,          -- what the run allowed per group
    node_limit    BIGINT NOT NULL,          -- 9223372036854775807 when there was none
    seconds       DOUBLE PRECISION NOT NULL,
    nodes         BIGINT NOT NULL,
    attempted_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (unique_id, metric)
);
