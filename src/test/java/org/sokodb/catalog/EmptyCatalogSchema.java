package org.sokodb.catalog;

import java.util.Optional;

import org.sokodb.SchemaDump;
import org.sokodb.TestPostgres;
import org.sokodb.catalog.db.DatabaseLocation;

/**
 * {@link EmptyCatalog}'s counterpart on PostgreSQL: a fresh test schema
 * ({@link TestPostgres#freshSchema}) given the tables, indexes and Flyway history of a new, empty
 * catalog, replayed ({@link SchemaDump}) from one schema migrated once per test JVM, where each
 * was migrated by Flyway when first opened (its 19 migrations, each in a transaction of its
 * own, and its validation). The template is made by sokodb's own creation
 * ({@code Catalog.connect} with create), so the copy is what a first open would have made,
 * Flyway's history rows included, and the next open finds it current. Where {@code pg_dump}
 * cannot be run, every schema is migrated as before. A schema is filled only the first time it
 * comes here, and only while it holds no table: a test about creating or upgrading a catalog
 * makes its own and does not come here.
 */
public final class EmptyCatalogSchema {
    private static boolean made;
    private static Optional<SchemaDump> template = Optional.empty();

    private EmptyCatalogSchema() {
    }

    /**
     * Fills the schema of the PostgreSQL {@code location} with an empty catalog when it is a
     * test schema that has not come here yet and holds no table; anything else is left as it is.
     */
    public static void placeAt(DatabaseLocation location) {
        String url = location.url();
        Optional<String> schema = TestPostgres.parameter(url, "currentSchema");
        if (schema.isEmpty() || !TestPostgres.firstUse(schema.get())) {
            return;
        }
        template().ifPresent(dump -> dump.replayInto(url));
    }

    /** Gives the schema of {@code url}, which holds no table, an empty catalog; nothing where there is no dump to replay. */
    public static void fill(String url) {
        template().ifPresent(dump -> dump.replayInto(url));
    }

    /** The empty catalog's dump, made by the first test that asks for it. */
    private static synchronized Optional<SchemaDump> template() {
        if (!made) {
            made = true;
            String url = TestPostgres.freshSchema();
            TestPostgres.firstUse(TestPostgres.parameter(url, "currentSchema").orElseThrow());
            Catalog.connect(DatabaseLocation.of(url), true).close();
            template = SchemaDump.of(url);
        }
        return template;
    }
}
