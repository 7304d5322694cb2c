package org.sokodb.catalog.near.listing;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongPredicate;

import org.sokodb.catalog.HexId;
import org.sokodb.catalog.HexIds;

/**
 * What a row of {@code similar} shows of a run of levels, as one compact value (table
 * {@code level_listing}, migration V10, or a group's part of the run in {@code listing_group},
 * migration 19: {@link ListingGroups}; docs/similar.md): per level its row id, Exact-Id and
 * Unique-Id, and per board of it, in row order, the board's row id, source (as the row id of
 * {@code collection}), index and title.
 *
 * <p>Laid out as: the number of levels; per level the gap to its row id from the last, a
 * flag saying whether its two ids are written as the 8 bytes each of their 16 hexadecimal
 * digits (always, for the ids identity makes) or as text, the ids, the number of boards; per
 * board the change of its row id, source and index from the board before (zigzag, 7 bits a
 * byte: usually one byte each), then its title's length and UTF-8 bytes.
 */
public final class ListingRun {
    private ListingRun() {
    }

    /** A board of a listed level: what its row of {@code similar} shows, with the source as its row id. */
    public record Board(long levelId, long boardId, @HexId String exactId, @HexId String uniqueId, long sourceId, int index,
            String title) {
    }

    /** The value of {@code boards} (every board of a run of levels, by level row id, then board row id). */
    public static byte[] of(List<Board> boards) {
        Out out = new Out(boards.size() * 32 + 16); // a Boxoban board's title and deltas fit in about 10 bytes
        out.unsigned(levelsOf(boards));
        long level = 0;
        long board = 0;
        long source = 0;
        long index = 0;
        for (int i = 0; i < boards.size();) {
            Board first = boards.get(i);
            int end = i;
            while (end < boards.size() && boards.get(end).levelId() == first.levelId()) {
                end++;
            }
            if (first.levelId() <= level) {
                throw new IllegalArgumentException("levels must come in increasing row id order: " + first);
            }
            out.unsigned(first.levelId() - level);
            level = first.levelId();
            boolean numbers = HexIds.spelled(first.exactId()) && HexIds.spelled(first.uniqueId());
            out.write(numbers ? 1 : 0);
            if (numbers) {
                out.fixed(Long.parseUnsignedLong(first.exactId(), 16));
                out.fixed(Long.parseUnsignedLong(first.uniqueId(), 16));
            } else {
                out.text(first.exactId());
                out.text(first.uniqueId());
            }
            out.unsigned(end - i);
            for (int k = i; k < end; k++) { // by index: no sublist for each level
                Board b = boards.get(k);
                out.signed(b.boardId() - board);
                out.signed(b.sourceId() - source);
                out.signed(b.index() - index);
                out.text(b.title());
                board = b.boardId();
                source = b.sourceId();
                index = b.index();
            }
            i = end;
        }
        return out.toByteArray();
    }

    /** How many levels {@code boards} holds: the runs of one level id. */
    private static int levelsOf(List<Board> boards) {
        int levels = 0;
        for (int i = 0; i < boards.size(); i++) {
            if (i == 0 || boards.get(i).levelId() != boards.get(i - 1).levelId()) {
                levels++;
            }
        }
        return levels;
    }

    /** Hands every board of the levels {@code wanted} keeps to {@code out}, in the order they were written. */
    public static void read(byte[] listing, LongPredicate wanted, Consumer<Board> out) {
        In in = new In(listing);
        long levels = in.unsigned();
        long level = 0;
        long board = 0;
        long source = 0;
        long index = 0;
        for (long l = 0; l < levels; l++) {
            level += in.unsigned();
            boolean numbers = in.bytes[in.at++] == 1;
            boolean keep = wanted.test(level);
            String exactId = null;
            String uniqueId = null;
            if (numbers && keep) {
                exactId = hex(in.fixed());
                uniqueId = hex(in.fixed());
            } else if (numbers) {
                // most levels of a run are not in the answer: their ids are passed over, not read
                in.at += 16;
            } else {
                exactId = in.text(keep);
                uniqueId = in.text(keep);
            }
            long count = in.unsigned();
            for (long k = 0; k < count; k++) {
                board += in.signed();
                source += in.signed();
                index += in.signed();
                String title = in.text(keep);
                if (keep) {
                    out.accept(new Board(level, board, exactId, uniqueId, source, Math.toIntExact(index), title));
                }
            }
        }
    }

    /**
     * How many boards each level of {@code boards} has, as a value of table
     * {@code listing_counts}: the number of levels, then per level the gap to its row id and
     * its number of boards (7 bits a byte: two bytes a Boxoban level). What the level page
     * needs of the levels it does not draw.
     */
    static byte[] counts(List<Board> boards) {
        Out out = new Out(boards.size() * 4 + 16);
        out.unsigned(levelsOf(boards));
        long level = 0;
        for (int i = 0; i < boards.size();) {
            long id = boards.get(i).levelId();
            int end = i + 1;
            while (end < boards.size() && boards.get(end).levelId() == id) {
                end++;
            }
            out.unsigned(id - level);
            out.unsigned(end - i);
            level = id;
            i = end;
        }
        return out.toByteArray();
    }

    /** A level's number of boards, as {@link #counts} wrote it. */
    public interface Count {
        void accept(long levelId, long boards);
    }

    /** Hands each level of a {@link #counts} value with its number of boards to {@code out}. */
    public static void readCounts(byte[] counts, Count out) {
        In in = new In(counts);
        long levels = in.unsigned();
        long level = 0;
        for (long l = 0; l < levels; l++) {
            level += in.unsigned();
            out.accept(level, in.unsigned());
        }
    }

    /** The 16 upper-case hexadecimal digits of {@code number}, the id's own number as written here. */
    private static String hex(long number) {
        return HexIds.spelling(number ^ Long.MIN_VALUE);
    }

    /**
     * The bytes of a value as they are written: a plain array grown when full, not a
     * {@code ByteArrayOutputStream}, whose every one-byte write is a synchronized call (most of
     * what listing a run cost the thread that writes it).
     */
    private static final class Out {
        private byte[] bytes;
        private int length;

        /** @param expected the bytes the value likely takes (it grows past them if need be) */
        Out(int expected) {
            bytes = new byte[Math.max(16, expected)];
        }

        private void room(int more) {
            if (length + more > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, length + more));
            }
        }

        void write(int b) {
            room(1);
            bytes[length++] = (byte) b;
        }

        void unsigned(long v) {
            room(10);
            while ((v & ~0x7FL) != 0) {
                bytes[length++] = (byte) (v & 0x7F | 0x80);
                v >>>= 7;
            }
            bytes[length++] = (byte) v;
        }

        void signed(long v) {
            unsigned(v << 1 ^ v >> 63);
        }

        void fixed(long v) {
            room(8);
            for (int shift = 56; shift >= 0; shift -= 8) {
                bytes[length++] = (byte) (v >>> shift);
            }
        }

        void text(String s) {
            byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
            unsigned(utf8.length);
            room(utf8.length);
            System.arraycopy(utf8, 0, bytes, length, utf8.length);
            length += utf8.length;
        }

        byte[] toByteArray() {
            return Arrays.copyOf(bytes, length);
        }
    }

    private static final class In {
        final byte[] bytes;
        int at;

        In(byte[] bytes) {
            this.bytes = bytes;
        }

        long unsigned() {
            long v = 0;
            for (int shift = 0;; shift += 7) {
                byte b = bytes[at++];
                v |= (long) (b & 0x7F) << shift;
                if (b >= 0) {
                    return v;
                }
            }
        }

        long signed() {
            long v = unsigned();
            return v >>> 1 ^ -(v & 1);
        }

        long fixed() {
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = v << 8 | bytes[at++] & 0xFF;
            }
            return v;
        }

        /** The next text; only skipped over unless {@code keep}. */
        String text(boolean keep) {
            int length = Math.toIntExact(unsigned());
            String s = keep ? new String(bytes, at, length, StandardCharsets.UTF_8) : null;
            at += length;
            return s;
        }
    }
}
