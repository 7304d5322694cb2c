package org.sokodb.cli;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.db.CatalogException;
import org.sokodb.catalog.db.DatabaseLocation;

/** How commands reach the catalog named by {@code --db}: failures become exit 3 with one line. */
final class CatalogAccess {
    private CatalogAccess() {
    }

    /** Opens the catalog, creating it when missing (commands that write). */
    static Catalog open(Main main) {
        return open(main, true);
    }

    /** Opens an existing catalog (commands that only read): a missing one is an error, not a new file. */
    static Catalog openExisting(Main main) {
        return open(main, false);
    }

    private static Catalog open(Main main, boolean create) {
        DatabaseLocation location;
        try {
            location = DatabaseLocation.of(main.database());
        } catch (IllegalArgumentException e) {
            throw new CommandFailedException(e.getMessage());
        }
        try {
            return create ? Catalog.open(location) : Catalog.openExisting(location);
        } catch (CatalogException e) {
            throw new CommandFailedException(e.getMessage(), e);
        }
    }
}
