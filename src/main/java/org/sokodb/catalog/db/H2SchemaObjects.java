package org.sokodb.catalog.db;

import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

import org.h2.engine.Session;
import org.h2.engine.SessionLocal;
import org.h2.engine.Setting;
import org.h2.jdbc.JdbcConnection;
import org.h2.schema.Schema;
import org.jdbi.v3.core.Handle;

/**
 * What the schema of an embedded H2 database holds — a table, a constraint, an index, a stored
 * setting — asked of H2's own schema objects instead of {@code INFORMATION_SCHEMA}. H2 builds
 * its information schema on the first query of a process: ≈ 50 ms of CPU, a tenth of a quick
 * command's open, where these look-ups read a map each. Empty when the connection is not an
 * embedded H2 one (PostgreSQL, an H2 server): ask {@code INFORMATION_SCHEMA} then.
 */
public final class H2SchemaObjects {
    private final SessionLocal session;
    private final Schema schema;

    private H2SchemaObjects(SessionLocal session) {
        this.session = session;
        this.schema = session.getDatabase().getSchema(session.getCurrentSchemaName());
    }

    /** The schema objects of the current schema of {@code handle}'s embedded H2 session, if it is one. */
    public static Optional<H2SchemaObjects> of(Handle handle) {
        try {
            Session session = handle.getConnection().unwrap(JdbcConnection.class).getSession();
            return session instanceof SessionLocal local ? Optional.of(new H2SchemaObjects(local)) : Optional.empty();
        } catch (SQLException e) {
            return Optional.empty(); // not H2's own connection
        }
    }

    /** Whether a table (or view) of this name exists, its name as written, quoted (Flyway's are lower case). */
    public boolean hasTable(String quotedName) {
        return schema.findTableOrView(session, quotedName) != null;
    }

    /** Whether a constraint of this (unquoted) name exists. */
    public boolean hasConstraint(String name) {
        return schema.findConstraint(session, name.toUpperCase(Locale.ROOT)) != null;
    }

    /** Whether an index of this (unquoted) name exists. */
    public boolean hasIndex(String name) {
        return schema.findIndex(session, name.toUpperCase(Locale.ROOT)) != null;
    }

    /** A database setting kept in the file ({@code SET NAME value}), as a number; empty when it was never set. */
    public OptionalInt setting(String name) {
        Setting setting = session.getDatabase().findSetting(name.toUpperCase(Locale.ROOT));
        return setting == null ? OptionalInt.empty() : OptionalInt.of(setting.getIntValue());
    }
}
