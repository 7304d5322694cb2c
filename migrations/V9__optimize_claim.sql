-- Workers sharing optimize --catalog on one PostgreSQL catalog (docs/optimizer.md): a row per
-- Unique-Id group and metric a worker is optimizing now, as solve_claim is for solve --catalog.
-- The metric is part of the key: a group may be optimized by moves on one worker and by pushes
-- on another at once, never twice in one metric. Written only on PostgreSQL (an embedded H2
-- file has one process); H2 gets the table too, so that both engines have one schema.
CREATE TABLE optimize_claim (
    unique_id     VARCHAR(16) NOT NULL,
    metric        VARCHAR(8) NOT NULL,      -- 'moves' or 'pushes'
    claimed_by    VARCHAR NOT NULL,         -- the worker: host, process id, 64 random bits
    claimed_until TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (unique_id, metric)
);
