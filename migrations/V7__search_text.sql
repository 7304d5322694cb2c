-- The texts a search by title or author looks in (docs/web.md, "Search"): every distinct
-- title and author of the boards (empty ones left out), with the row ids of the first and the
-- last board that has it, as title or author. The search reads this narrow table first: a
-- text no board holds is answered from it alone, and the boards are read only between the
-- first and the last row id of the texts that match, instead of all of them. Kept by import
-- in the same transaction as the boards (a batch of boards widens the span of each of its
-- texts to the batch's row ids); a replaced source leaves its texts' spans as they were,
-- wider than needed but never too narrow.
-- A text is keyed by its first 200 characters; a longer one has cut = TRUE and is taken to
-- match every search (its end is not here), so it only widens the span that is read.
-- Portable SQL: H2 2.x and PostgreSQL run this same file.
CREATE TABLE search_text (
    content          VARCHAR NOT NULL,      -- the text, or its first 200 characters when cut
    cut              BOOLEAN NOT NULL,      -- the text is longer than 200 characters
    first_occurrence BIGINT NOT NULL,       -- row id of a board at or before the first with this text
    last_occurrence  BIGINT NOT NULL,       -- row id of a board at or after the last with this text
    CONSTRAINT search_text_key PRIMARY KEY (content, cut)
);

-- The texts of a catalog imported before this table existed. Each column is grouped on its
-- own (a streamed aggregate over the boards), then the two are merged.
INSERT INTO search_text (content, cut, first_occurrence, last_occurrence)
SELECT content, cut, MIN(first_occurrence), MAX(last_occurrence)
FROM (SELECT LEFT(title, 200) AS content, CHAR_LENGTH(title) > 200 AS cut,
             MIN(id) AS first_occurrence, MAX(id) AS last_occurrence
      FROM occurrence WHERE title <> ''
      GROUP BY LEFT(title, 200), CHAR_LENGTH(title) > 200
      UNION ALL
      SELECT LEFT(author, 200), CHAR_LENGTH(author) > 200, MIN(id), MAX(id)
      FROM occurrence WHERE author <> ''
      GROUP BY LEFT(author, 200), CHAR_LENGTH(author) > 200) texts
GROUP BY content, cut;
