package org.sokodb.catalog;

import java.sql.Types;
import java.util.Arrays;
import java.util.Collection;
import java.util.Optional;

import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.argument.Arguments;
import org.jdbi.v3.core.argument.QualifiedArgumentFactory;
import org.jdbi.v3.core.mapper.QualifiedColumnMapperFactory;
import org.jdbi.v3.core.qualifier.QualifiedType;

/**
 * How the catalog stores a level id ({@link HexId}): the 64-bit number its 16 hexadecimal
 * digits spell, less 2<sup>63</sup>, as a BIGINT (migration 15, {@code catalog.db.migration.IdsAsNumbers}).
 * Taking 2<sup>63</sup> off makes the signed order of the stored numbers the order of the
 * spellings, so that every {@code ORDER BY} and {@code GROUP BY} on an id answers as it did on
 * the text. Half the width of the text in every index, and a number compared where text was.
 *
 * <p>Only the spelling sokodb makes — 16 digits, upper case — is a stored id. Anything else
 * (lower case, another length, no id at all) is bound as NULL, which no row equals: a question
 * about it finds nothing, as the text found nothing, and storing it fails on the column's
 * NOT NULL.
 */
public final class HexIds {
    private static final char[] DIGITS = "0123456789ABCDEF".toCharArray();
    private static final QualifiedType<String> ID = QualifiedType.of(String.class).with(HexId.class);

    private HexIds() {
    }

    /** Whether {@code id} is an id as sokodb spells it: 16 digits 0–9 and A–F. */
    public static boolean spelled(String id) {
        if (id == null || id.length() != 16) {
            return false;
        }
        for (int i = 0; i < 16; i++) {
            char c = id.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'A' && c <= 'F')) {
                return false;
            }
        }
        return true;
    }

    /** The stored number of an id spelled as sokodb spells it ({@link #spelled}). */
    public static long stored(String id) {
        return Long.parseUnsignedLong(id, 16) ^ Long.MIN_VALUE;
    }

    /**
     * The stored number of an id carried as the 64-bit number its digits spell (identity's
     * {@code LevelIds.exactKey()} and the like): the same as {@link #stored} of its spelling,
     * without spelling it.
     */
    public static long storedKey(long key) {
        return key ^ Long.MIN_VALUE;
    }

    /** The 64-bit number an id's digits spell, from its stored number: {@link #storedKey} undone. */
    public static long key(long stored) {
        return stored ^ Long.MIN_VALUE;
    }

    /** The 64-bit number a 16-hex-digit id spells (either case), as identity's keys carry it. */
    public static long keyOf(String hexId) {
        return Long.parseUnsignedLong(hexId, 16);
    }

    /** The 16-hex-digit id (upper case, as identity spells it) of a 64-bit number: {@link #keyOf} undone. */
    public static String spellingOfKey(long key) {
        return spelling(storedKey(key));
    }

    /** The spelling of a stored number: {@link #stored} undone. */
    public static String spelling(long stored) {
        long v = stored ^ Long.MIN_VALUE;
        char[] c = new char[16];
        for (int i = 15; i >= 0; i--) {
            c[i] = DIGITS[(int) (v & 0xF)];
            v >>>= 4;
        }
        return new String(c);
    }

    /** Teaches {@code jdbi} to bind and read {@link HexId} strings, and arrays and collections of them, as numbers. */
    public static void register(Jdbi jdbi) {
        jdbi.registerColumnMapper(QualifiedColumnMapperFactory.of(ID, (r, column, context) -> {
            long v = r.getLong(column);
            return r.wasNull() ? null : spelling(v);
        }));
        jdbi.getConfig(Arguments.class).register((QualifiedArgumentFactory) (type, value, config) -> {
            if (type.getQualifiers().stream().noneMatch(q -> q.annotationType() == HexId.class)) {
                return Optional.empty();
            }
            if (value == null || value instanceof String) {
                String id = (String) value;
                return Optional.of((Argument) (position, statement, context) -> {
                    if (spelled(id)) {
                        statement.setLong(position, stored(id));
                    } else {
                        statement.setNull(position, Types.BIGINT);
                    }
                });
            }
            Object[] ids = value instanceof String[] a ? a : value instanceof Collection<?> c ? c.toArray() : null;
            if (ids == null) {
                return Optional.empty();
            }
            Object[] numbers = Arrays.stream(ids).map(id -> id instanceof String s && spelled(s) ? (Object) stored(s)
                    : null).toArray();
            return Optional.of((Argument) (position, statement, context) -> statement.setArray(position,
                    statement.getConnection().createArrayOf("BIGINT", numbers)));
        });
    }
}
