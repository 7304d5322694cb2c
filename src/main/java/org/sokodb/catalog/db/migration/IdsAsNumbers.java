package org.sokodb.catalog.db.migration;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;

import org.flywaydb.core.api.CoreMigrationType;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;
import org.flywaydb.core.extensibility.MigrationType;

/**
 * Migration 15, level ids as numbers: every Exact-Id, Unique-Id, Normalized-Id and Walls-Id
 * column was VARCHAR(16), the 16 upper-case hexadecimal digits identity spells; it becomes
 * BIGINT, the number those digits spell less 2<sup>63</sup> ({@code catalog.HexIds}), so that
 * the signed order of the numbers is the order of the spellings and every ORDER BY and GROUP BY
 * answers as before. Half the width of each index on them, and a number compared where text was.
 *
 * <p>One {@code ALTER … SET DATA TYPE BIGINT USING …} per column, each rewriting its table (the
 * Boxoban catalog's 1.5 million levels: minutes). In Java, not in {@code migrations/}, because
 * each step first asks the schema whether it is still to do: H2 commits every ALTER on its own
 * and Flyway cannot wrap them in a transaction there, so a kill between two leaves some columns
 * numbers and the rest text, and the next run must convert only the rest (a column converted
 * twice is refused, or read as digits it is not). On PostgreSQL the whole migration is one
 * transaction (Flyway's, DDL included): a kill leaves every column as it was.
 *
 * <p>It was once the file {@code V15__ids_as_numbers.sql}, with the same statements and no
 * question before each, and Flyway records it as it recorded that file: type SQL, the file's
 * checksum, the same description. A catalog the file upgraded is current as it is, with one row
 * for version 15 in its history, and a failed row the file left after a kill is the failure of
 * this migration, which {@code catalog.db.InterruptedUpgrade} repairs and this runs on.
 *
 * <p>Each digit is found by its place in {@code '0123456789ABCDEF'}; the first counts from -8 (the
 * 2<sup>63</sup> taken off), so no value ever overflows. H2 2.x and PostgreSQL both take the
 * statement, and keep the columns' NOT NULL, keys and indexes.
 */
public final class IdsAsNumbers implements JavaMigration {
    /** The migration's version, which no file in {@code migrations/} has ({@code CatalogTest} checks it). */
    public static final int VERSION = 15;

    /** The columns turned into numbers, as {@code table.column}, in the order they are converted. */
    public static final List<String> COLUMNS = List.of("level.exact_id", "level.unique_id", "level.normalized_id",
            "level.walls_id", "duplicate_group.unique_id", "solve_attempt.unique_id", "solve_claim.unique_id",
            "optimize_attempt.unique_id", "optimize_claim.unique_id");

    private static final String DIGITS = "0123456789ABCDEF";

    /** The checksum Flyway computed for {@code V15__ids_as_numbers.sql}, and recorded when it applied it. */
    static final int FILE_CHECKSUM = -671124511;

    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion(String.valueOf(VERSION));
    }

    @Override
    public String getDescription() {
        return "ids as numbers";
    }

    /** The file's: the migration is what the file was, and a history that holds the file is current. */
    @Override
    public Integer getChecksum() {
        return FILE_CHECKSUM;
    }

    /** The file's, for the same reason: Flyway pairs an applied row with a migration of the same type only. */
    @Override
    public MigrationType getType() {
        return CoreMigrationType.SQL;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection connection = context.getConnection();
        for (String column : COLUMNS) {
            String table = column.substring(0, column.indexOf('.'));
            String name = column.substring(column.indexOf('.') + 1);
            if (!isText(connection, table, name)) {
                continue; // a number already: converted by a run that was killed afterwards
            }
            try (Statement s = connection.createStatement()) {
                s.execute(toNumber(table, name));
            }
        }
    }

    /** Whether {@code table.name} still holds text (VARCHAR, CHARACTER VARYING), as the schema says. */
    private static boolean isText(Connection connection, String table, String name) throws SQLException {
        try (PreparedStatement q = connection.prepareStatement("SELECT data_type FROM information_schema.columns"
                + " WHERE table_schema = CURRENT_SCHEMA AND LOWER(table_name) = ? AND LOWER(column_name) = ?")) {
            q.setString(1, table);
            q.setString(2, name);
            try (ResultSet r = q.executeQuery()) {
                if (!r.next()) {
                    throw new SQLException("the catalog has no column " + table + "." + name);
                }
                String type = r.getString(1).toUpperCase(Locale.ROOT);
                return type.contains("CHAR");
            }
        }
    }

    /** The statement that turns {@code table.name} from its 16 digits into their number less 2^63. */
    public static String toNumber(String table, String name) {
        StringBuilder sql = new StringBuilder("ALTER TABLE " + table + " ALTER COLUMN " + name
                + " SET DATA TYPE BIGINT USING");
        for (int place = 1; place <= 16; place++) {
            long weight = 1L << (4 * (16 - place));
            sql.append(place == 1 ? "\n        " : "\n        + ")
                    .append("(POSITION(SUBSTRING(").append(name).append(" FROM ").append(place).append(" FOR 1) IN '")
                    .append(DIGITS).append("') - ").append(place == 1 ? 9 : 1).append(") * CAST(")
                    .append(weight).append(" AS BIGINT)");
        }
        return sql.toString();
    }
}
