package org.sokodb.catalog.db;

/**
 * A catalog that holds levels about to be brought up to date by its migrations: told to whoever
 * opens it ({@link Database#open(DatabaseLocation, boolean, String, java.util.function.Consumer,
 * java.util.function.Consumer, org.sokodb.catalog.db.release.CopyListener)}) before the first
 * migration runs, since on a large catalog a migration that rewrites a table takes minutes and
 * says nothing meanwhile.
 *
 * @param from the schema version the catalog is at (the newest migration applied)
 * @param to the version this build brings it to
 * @param safeToKill whether the upgrade may be interrupted at any moment: the next command that
 *     opens the catalog then goes on from where it stopped (every upgrade on PostgreSQL, and on
 *     H2 every one from schema 11 on; {@code InterruptedUpgrade})
 */
public record SchemaUpgrade(int from, int to, boolean safeToKill) {
}
