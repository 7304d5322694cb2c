package org.sokodb.catalog.imports;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.JdbiException;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

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
    private final ConnectionWriter writer;
    /** Level ids in blocks while the writer is active: a question then waits for the writer's queue. */
    private final IdBlock ids;

    /** @param writer runs the COPYs (on its own thread during a bulk load) */
    PostgresBoardWriter(Handle handle, ConnectionWriter writer) {
        this.handle = handle;
        this.dao = handle.attach(PostgresDao.class);
        this.writer = writer;
        this.ids = new IdBlock(dao::newLevelIds);
    }

    @Override
    public long[] insertLevels(String source, List<LevelDao.New> levels) {
        if (levels.isEmpty()) {
            return new long[0];
        }
        long[] out = newIds(levels.size());
        CopyText rows = new CopyText();
        for (int i = 0; i < levels.size(); i++) {
            LevelDao.New l = levels.get(i);
            rows.value(out[i]).id(l.exactKey()).id(l.uniqueKey()).text(l.canonical()).text(l.board())
                    .value(l.width()).value(l.height()).value(l.boxes()).text(l.unplayable())
                    .id(l.normalizedKey()).id(l.wallsKey()).endRow();
        }
        writer.batch(source, () -> copy(COPY_LEVELS, rows));
        return out;
    }

    /** Ids for {@code count} new levels: one statement, or from a block while the writer is active. */
    private long[] newIds(int count) {
        if (!writer.active()) {
            return dao.newLevelIds(count).stream().mapToLong(Long::longValue).toArray();
        }
        if (!ids.holds(count)) {
            writer.drain();
        }
        return ids.take(count);
    }

    @Override
    public void insertOccurrences(String source, List<OccurrenceDao.New> occurrences) {
        if (occurrences.isEmpty()) {
            return;
        }
        CopyText rows = new CopyText();
        for (OccurrenceDao.New o : occurrences) {
            rows.value(o.collectionId()).value(o.index()).value(o.line());
            (o.hasLevel() ? rows.value(o.levelId()) : rows.text(Optional.empty())).text(o.reason())
                    .text(o.title()).text(o.author()).text(o.notes()).text(o.board()).endRow();
        }
        writer.batch(source, () -> copy(COPY_OCCURRENCES, rows));
    }

    private void copy(String sql, CopyText rows) {
        CopyIn in = null;
        try {
            in = handle.getConnection().unwrap(PGConnection.class).getCopyAPI().copyIn(sql);
            in.writeToCopy(rows.bytes(), 0, rows.length());
            in.endCopy();
        } catch (SQLException e) {
            throw new CopyFailed(sql, e);
        } finally {
            cancel(in);
        }
    }

    /** A COPY that did not end is cancelled, so that the connection can say why and go on. */
    private static void cancel(CopyIn in) {
        if (in != null && in.isActive()) {
            try {
                in.cancelCopy();
            } catch (SQLException e) {
                // the COPY's own failure is the one said; the connection is gone or rolls back
            }
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
     * Rows in COPY's text format, encoded to UTF-8 bytes as they are written (the connection's
     * client encoding), so that the rows travel as they are: tab between columns, newline
     * after a row, {@code \N} for null, and a backslash before each backslash, tab, newline
     * and carriage return inside a value.
     */
    static final class CopyText {
        private byte[] bytes = new byte[1 << 16];
        private int length;
        private boolean rowStarted;

        CopyText value(long n) {
            separate();
            if (n == Long.MIN_VALUE) {
                return ascii(Long.toString(n));
            }
            if (n < 0) {
                put('-');
                n = -n;
            }
            int digits = 1;
            for (long rest = n / 10; rest > 0; rest /= 10) {
                digits++;
            }
            room(digits);
            for (int i = length + digits - 1; i >= length; i--) {
                bytes[i] = (byte) ('0' + n % 10);
                n /= 10;
            }
            length += digits;
            return this;
        }

        /** A level id, carried as the number its digits spell, as the column stores it ({@link HexIds}). */
        CopyText id(long key) {
            return value(HexIds.storedKey(key));
        }

        CopyText text(Optional<String> s) {
            if (s.isEmpty()) {
                separate();
                return ascii("\\N");
            }
            return text(s.get());
        }

        CopyText text(String s) {
            separate();
            room(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '\\' -> escaped('\\');
                    case '\t' -> escaped('t');
                    case '\n' -> escaped('n');
                    case '\r' -> escaped('r');
                    default -> {
                        if (c < 0x80) {
                            put(c);
                        } else {
                            i = utf8(s, i);
                        }
                    }
                }
            }
            return this;
        }

        void endRow() {
            put('\n');
            rowStarted = false;
        }

        byte[] bytes() {
            return bytes;
        }

        int length() {
            return length;
        }

        private void separate() {
            if (rowStarted) {
                put('\t');
            }
            rowStarted = true;
        }

        private CopyText ascii(String s) {
            for (int i = 0; i < s.length(); i++) {
                put(s.charAt(i));
            }
            return this;
        }

        private void escaped(char c) {
            put('\\');
            put(c);
        }

        /**
         * The run of non-ASCII characters from {@code i} (none of them is escaped) in UTF-8, by
         * the JDK's encoder (a lone surrogate becomes {@code ?}); returns the run's last index.
         */
        private int utf8(String s, int i) {
            int end = i + 1;
            while (end < s.length() && s.charAt(end) >= 0x80) {
                end++;
            }
            byte[] run = s.substring(i, end).getBytes(StandardCharsets.UTF_8);
            room(run.length);
            System.arraycopy(run, 0, bytes, length, run.length);
            length += run.length;
            return end - 1;
        }

        private void put(int b) {
            room(1);
            bytes[length++] = (byte) b;
        }

        private void room(int more) {
            if (length + more > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
            }
        }

        @Override
        public String toString() {
            return new String(bytes, 0, length, StandardCharsets.UTF_8);
        }
    }
}
