package org.sokodb.catalog.db.migration;

import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * A migration written in Java, not in {@code migrations/}: one that does something on one engine
 * alone, since a file there is run as it is by both ({@link DenseValuesStoredAsIs},
 * {@code catalog.db.H2Reader}). It runs in the migration's transaction, and its checksum is its
 * version, a fixed value: there is no file to sum, and the migration never changes.
 */
public abstract class CodeMigration implements JavaMigration {
    private final int version;
    private final String description;

    protected CodeMigration(int version, String description) {
        this.version = version;
        this.description = description;
    }

    @Override
    public final MigrationVersion getVersion() {
        return MigrationVersion.fromVersion(String.valueOf(version));
    }

    @Override
    public final String getDescription() {
        return description;
    }

    @Override
    public final Integer getChecksum() {
        return version;
    }

    @Override
    public final boolean canExecuteInTransaction() {
        return true;
    }
}
