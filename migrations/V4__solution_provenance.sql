-- Solving the catalog (solve --catalog). A solution the solver found is an ordinary row of
-- 'solution' (carried_from null, carried to its duplicates like an imported one); its source
-- and notes say who found it in words ('sokodb 1.0 (solve --catalog)', 'Solver:', 'Time:',
-- 'Nodes:', 'Optimal: pushes'), so show and export print it with no change. The numbers, and
-- every attempt that found nothing, are kept here.

-- The last attempt at each Unique-Id group (one member, the first imported playable one, was
-- searched). A group with an 'unsolvable' attempt is never searched again; one that gave up
-- ('timeout', 'memory', 'failed') only by a run that may spend more: a longer time limit, a
-- larger memory cap or a larger node limit. Keyed by Unique-Id, not by level row: a proof
-- holds for every member, and outlives the member that was searched.
CREATE TABLE solve_attempt (
    unique_id     VARCHAR(16) NOT NULL PRIMARY KEY,
    level_id      BIGINT NOT NULL,          -- the member searched (no foreign key: it may leave the catalog)
    verdict       VARCHAR(16) NOT NULL,     -- solved, unsolvable, timeout, memory, failed
    solver        VARCHAR NOT NULL,         -- 'sokodb VERSION'
    time_limit_ms BIGINT NOT NULL,          -- what the run allowed per level
    memory_bytes  BIGINT NOT NULL,
    node_limit    BIGINT NOT NULL,          -- 9223372036854775807 when there was none
    seconds       DOUBLE PRECISION NOT NULL,-- what the search took
    nodes         BIGINT NOT NULL,
    push_optimal  BOOLEAN NOT NULL,         -- the search proved no solution has fewer pushes
    solution_id   BIGINT,                   -- the solution stored, for 'solved'
    attempted_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
ALTER TABLE solve_attempt ADD CONSTRAINT solve_attempt_solution_fk FOREIGN KEY (solution_id) REFERENCES solution (id);

-- Work shared by several solve --catalog processes on one PostgreSQL catalog: a group being
-- searched has a row here until its result is stored (in the same transaction). A claim is
-- taken with the group's first level row locked (SELECT … FOR NO KEY UPDATE SKIP LOCKED), so
-- two workers never take the same group; a killed worker's claim lapses at claimed_until.
-- An embedded H2 catalog is used by one process at a time and needs no claims.
CREATE TABLE solve_claim (
    unique_id     VARCHAR(16) NOT NULL PRIMARY KEY,
    claimed_by    VARCHAR NOT NULL,         -- host and process id, for people who look
    claimed_until TIMESTAMP WITH TIME ZONE NOT NULL
);
