package org.sokodb.catalog;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Catalog#dao}: a DAO is attached once per connection and statement limit. A server sets
 * its limit on the catalog it lends for every request ({@code web.CatalogGate}); the same limit
 * set again keeps the DAOs (attaching them anew for each request was a tenth of a level page's
 * time in the server), another limit attaches them again, since each carries the limit it was
 * attached under.
 */
class CatalogDaosTest {
    @TempDir
    Path dir;

    @Test
    void theSameLimitSetAgainKeepsTheDaosAndAnotherAttachesThemAgain() {
        try (Catalog c = Fixtures.freshCatalog(dir)) {
            LevelDao first = c.dao(LevelDao.class);
            assertSame(first, c.dao(LevelDao.class), "kept between two questions");
            c.limitStatements(0);
            assertSame(first, c.dao(LevelDao.class), "no limit, as before");

            c.limitStatements(2);
            LevelDao limited = c.dao(LevelDao.class);
            assertNotSame(first, limited, "attached again under the limit");
            c.limitStatements(2);
            assertSame(limited, c.dao(LevelDao.class), "the same limit again: the same DAO");

            c.limitStatements(60);
            LevelDao slow = c.dao(LevelDao.class);
            assertNotSame(limited, slow, "another limit: attached again");
            c.limitStatements(2);
            assertNotSame(slow, c.dao(LevelDao.class), "and back");
        }
    }
}
