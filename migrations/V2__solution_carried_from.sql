-- Solutions carried to duplicate levels (same Unique-Id: rotated, mirrored, the man starting
-- elsewhere in his area). A carried solution is derived: it points at the solution it was
-- carried from (never itself a carried one), so a later import knows which pairs are done,
-- and it is dropped with its level when no source has that level any more. Null for a
-- solution read from an input (a SOK solution block, a line of a solution file).
ALTER TABLE solution ADD COLUMN carried_from BIGINT;
CREATE INDEX solution_carried_from ON solution (carried_from);
ALTER TABLE solution ADD CONSTRAINT solution_carried_from_fk FOREIGN KEY (carried_from) REFERENCES solution (id);
