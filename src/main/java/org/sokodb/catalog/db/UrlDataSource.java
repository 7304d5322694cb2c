package org.sokodb.catalog.db;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;

import javax.sql.DataSource;

/**
 * Connections straight from {@link DriverManager} for one URL, so that jdbi and Flyway
 * connect exactly alike: the URL as given, plus the properties it does not say itself (the
 * PostgreSQL user and password found in the environment, see {@link org.sokodb.catalog.db.pg.PgCredentials}).
 */
final class UrlDataSource implements DataSource {
    private final String url;
    private final Properties properties;

    /** Connections to {@code url} alone (an H2 file, say). */
    public UrlDataSource(String url) {
        this(url, new Properties());
    }

    public UrlDataSource(String url, Properties properties) {
        this.url = url;
        this.properties = new Properties();
        this.properties.putAll(properties);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return DriverManager.getConnection(url, properties);
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return DriverManager.getConnection(url, username, password);
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // no logging: errors reach the user as exceptions
    }

    @Override
    public void setLoginTimeout(int seconds) {
        DriverManager.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() {
        return DriverManager.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) {
            return type.cast(this);
        }
        throw new SQLException("not a wrapper for " + type.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }
}
