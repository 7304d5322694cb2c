package org.sokodb.catalog.imports;

import java.io.IOException;
import java.io.StringReader;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.JdbiException;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyManager;

import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.OccurrenceDao;
import org.sokodb.catalog.PostgresDao;

/**
 * Boards into PostgreSQL with COPY: each batch of levels and of occurrences travels as one
 * stream of rows, not one INSERT per row. Level ids are drawn from the table's identity
 * sequence first ({@link PostgresDao#newLevelIds}), since COPY returns no generated keys.
 *
 * <p>These two statements are the SQL of this class; their columns are those of
 * {@link BoardWriter}, in the order the rows below write them.
 */
final class PostgresBoardWriter implements BoardWriter {
    private static final String COPY_LEVELS = "COPY level (id, " + LEVEL_COLUMNS + ") FROM STDIN";
    private static final String COPY_OCCURRENCES = "COPY occurrence (" + OCCURRENCE_COLUMNS + ") FROM STDIN";

    private final Handle handle;
    private final PostgresDao dao;

    PostgresBoardWriter(Handle handle) {
        this.handle = handle;
        this.dao = handle.attach(PostgresDao.class);
    }

    @Override
    public long[] insertLevels(List<LevelDao.New> levels) {
        if (levels.isEmpty()) {
            return new long[0];
        }
        List<Long> ids = dao.newLevelIds(levels.size());
        long[] out = new long[levels.size()];
        CopyText rows = new CopyText();
        for (int i = 0; i < levels.size(); i++) {
            LevelDao.New l = levels.get(i);
            out[i] = ids.get(i);
            rows.value(out[i]).id(l.exactKey()).id(l.uniqueKey()).text(l.canonical()).text(l.board())
                    .value(l.width()).value(l.height()).value(l.boxes()).text(l.unplayable())
                    .id(l.normalizedKey()).id(l.wallsKey()).endRow();
        }
        copy(COPY_LEVELS, rows);
        return out;
    }

    @Override
    public void insertOccurrences(List<OccurrenceDao.New> occurrences) {
        if (occurrences.isEmpty()) {
            return;
        }
        CopyText rows = new CopyText();
        for (OccurrenceDao.New o : occurrences) {
            rows.value(o.collectionId()).value(o.index()).value(o.line());
            (o.hasLevel() ? rows.value(o.levelId()) : rows.text(Optional.empty())).text(o.reason())
                    .text(o.title()).text(o.author()).text(o.notes()).text(o.board()).endRow();
        }
        copy(COPY_OCCURRENCES, rows);
    }

    private void copy(String sql, CopyText rows) {
        try {
            CopyManager copy = handle.getConnection().unwrap(PGConnection.class).getCopyAPI();
            copy.copyIn(sql, new StringReader(rows.toString()));
        } catch (SQLException e) {
            throw new CopyFailed(sql, e);
        } catch (IOException e) {
            // a StringReader does not fail; the connection does
            throw new CopyFailed(sql, new SQLException(e.getMessage(), "08006", e));
        }
    }

    /** A failed COPY, as jdbi reports failed statements, so that callers treat both alike. */
    static final class CopyFailed extends JdbiException {
        private static final long serialVersionUID = 1L;

        CopyFailed(String sql, SQLException cause) {
            super(sql.substring(0, sql.indexOf(" FROM")) + " failed: " + cause.getMessage(), cause);
        }
    }

    /**
     * Rows in COPY's text format: tab between columns, newline after a row, {@code \N} for
     * null, and a backslash before each backslash, tab, newline and carriage return inside
     * a value.
     */
    static final class CopyText {
        private final StringBuilder sb = new StringBuilder(1 << 16);
        private boolean rowStarted;

        CopyText value(long n) {
            separate();
            sb.append(n);
            return this;
        }

        /** A level id, carried as the number its digits spell, as the column stores it ({@link HexIds}). */
        CopyText id(long key) {
            return value(HexIds.storedKey(key));
        }

        CopyText text(Optional<String> s) {
            if (s.isEmpty()) {
                separate();
                sb.append("\\N");
                return this;
            }
            return text(s.get());
        }

        CopyText text(String s) {
            separate();
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '\\' -> sb.append("\\\\");
                    case '\t' -> sb.append("\\t");
                    case '\n' -> sb.append("\\n");
                    case '\r' -> sb.append("\\r");
                    default -> sb.append(c);
                }
            }
            return this;
        }

        void endRow() {
            sb.append('\n');
            rowStarted = false;
        }

        private void separate() {
            if (rowStarted) {
                sb.append('\t');
            }
            rowStarted = true;
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }
}
