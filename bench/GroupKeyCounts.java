// What a finer key of the stored packed groups would give `similar ID` (docs/performance.md):
// counted, not timed. Every packed level of an H2 catalog is keyed by the counts of open squares
// and of squares the man reaches, over the whole window and over its parts (halves: top and
// bottom four rows; quarters: the four 4 × 4 corners), each count cut every W; per key, the
// placements of `similar`'s scan that the three-kind bound (wall, reached, other open: at least
// half the kind differences differ, docs/similar.md "Groups") leaves for some count in the key's
// ranges, the bound over the whole window and the sum of the parts' bounds, the larger. Prints
// the rows the keying puts in packed_group, the levels of the rows an answer reads, the
// placement lists made and the placements tried (each level stops at its first that reaches).
// W = 1 over the whole window is the scan as it is (a list per exact count).
//   java -Xmx4g -cp target/sokodb.jar bench/GroupKeyCounts.java /path/to/CATALOG 'XSB-ROWS-WITH-|' 85 PARTS W WHOLE_W
//   PARTS: whole, half or quarter; WHOLE_W: the whole window's cut beside the parts (0: none)
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.near.Grid;

public class GroupKeyCounts {
    private static final long[] HALVES = {0xFFFFFFFFL, 0xFFFFFFFF00000000L};
    private static final long[] QUARTERS = {0x0F0F0F0FL, 0xF0F0F0F0L, 0x0F0F0F0F00000000L, 0xF0F0F0F000000000L};

    public static void main(String[] args) throws Exception {
        List<byte[]> runs = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + args[0] + ";ACCESS_MODE_DATA=r");
                ResultSet r = c.createStatement().executeQuery("SELECT packed FROM level_packed ORDER BY last_level_id")) {
            while (r.next()) {
                runs.add(r.getBytes(1));
            }
        }
        Grid level = Grid.of(Board.parse(Arrays.asList(args[1].split("\\|"))));
        double slack = (100 - Double.parseDouble(args[2])) / 100;
        long[] parts = switch (args[3]) {
            case "half" -> HALVES;
            case "quarter" -> QUARTERS;
            default -> new long[0];
        };
        int w = Integer.parseInt(args[4]);
        int wholeW = args[3].equals("whole") ? w : Integer.parseInt(args[5]);
        long[] masks = new long[parts.length + (wholeW > 0 ? 1 : 0)];
        int[] cuts = new int[masks.length];
        for (int p = 0; p < masks.length; p++) {
            boolean whole = wholeW > 0 && p == 0;
            masks[p] = whole ? -1L : parts[p - (wholeW > 0 ? 1 : 0)];
            cuts[p] = whole ? wholeW : w;
        }
        Map<Integer, long[][]> placements = new HashMap<>();
        for (int sw = 3; sw <= 10; sw++) {
            for (int sh = 3; sh <= 10; sh++) {
                placements.put((sw - 1) << 4 | (sh - 1), placements(level, sw, sh, slack));
            }
        }
        Map<Long, int[]> lists = new HashMap<>();
        Map<Long, Boolean> read = new HashMap<>();
        long rows = 0;
        long levels = 0;
        long levelsRead = 0;
        long tried = 0;
        long hits = 0;
        for (byte[] run : runs) {
            Set<Long> keys = new HashSet<>();
            ByteBuffer in = ByteBuffer.wrap(run);
            in.getLong();
            int n = in.getInt();
            List<long[]> levelsOfRun = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                if (i > 0) {
                    while (in.get() < 0) {
                        // the id gap, 7 bits a byte
                    }
                }
                int size = in.get() & 0xFF;
                levelsOfRun.add(new long[] {size, in.getLong(), in.getLong(), in.getLong()});
            }
            for (long[] l : levelsOfRun) {
                long open = l[1] | l[2] | l[3];
                long reached = l[3] & (l[1] | l[2]);
                long key = 0;
                for (int p = 0; p < masks.length; p++) {
                    key = key * 4225 + Long.bitCount(open & masks[p]) / cuts[p] * 65 + Long.bitCount(reached & masks[p]) / cuts[p];
                }
                keys.add(key);
                levels++;
                long k = key;
                boolean isRead = read.computeIfAbsent(key, x -> placements.values().stream()
                        .anyMatch(all -> kept(all, k, masks, cuts).length > 0));
                if (!isRead) {
                    continue;
                }
                levelsRead++;
                long[][] all = placements.get((int) l[0]);
                int[] list = lists.computeIfAbsent(key * 256 + l[0], x -> kept(all, k, masks, cuts));
                for (int i : list) {
                    long[] t = all[i];
                    tried++;
                    if (Long.bitCount((t[0] ^ l[1]) | (t[1] ^ l[2]) | (t[2] ^ l[3])) <= t[3]) {
                        hits++;
                        break;
                    }
                }
            }
            rows += keys.size();
        }
        System.out.printf("%s W=%d whole W=%d: %d levels, %d rows (%.1f a run), %d levels read, %d lists, %d placements tried, %d reach%n",
                args[3], w, wholeW, levels, rows, rows / (double) runs.size(), levelsRead, lists.size(), tried, hits);
    }

    /** The placements of a stored grid of one size: the block's planes 0–2 and the margin left inside the window. */
    private static long[][] placements(Grid level, int w, int h, double slack) {
        List<long[]> all = new ArrayList<>();
        for (Symmetry s : Symmetry.values()) {
            Grid g = level.transform(s);
            int uw = g.width();
            int uh = g.height();
            for (int dy = Math.min(0, uh - h) - 1; dy <= Math.max(0, uh - h) + 1; dy++) {
                int height = Math.max(uh, dy + h) - Math.min(0, dy);
                for (int dx = Math.min(0, uw - w) - 1; dx <= Math.max(0, uw - w) + 1; dx++) {
                    // as near/Packed.allowed rounds it
                    int allowed = (int) Math.floor((Math.max(uw, dx + w) - Math.min(0, dx)) * height * slack + 1e-6);
                    long[] t = new long[4];
                    int inside = 0;
                    for (int j = 0; j < 8; j++) {
                        for (int i = 0; i < 8; i++) {
                            int c = g.at(dx + 1 + i, dy + 1 + j);
                            if (c != Grid.WALL) {
                                inside++;
                                for (int b = 0; b < 3; b++) {
                                    t[b] |= (long) (c >> b & 1) << (8 * j + i);
                                }
                            }
                        }
                    }
                    t[3] = allowed - (level.open() - inside);
                    if (t[3] >= 0) {
                        all.add(t);
                    }
                }
            }
        }
        return all.toArray(long[][]::new);
    }

    /** The placements some window of the key's ranges may pass: the whole window's bound and the sum of the parts', the larger, within the margin. */
    private static int[] kept(long[][] all, long key, long[] masks, int[] cuts) {
        int[] opens = new int[masks.length];
        int[] reacheds = new int[masks.length];
        for (int p = masks.length - 1; p >= 0; p--) {
            reacheds[p] = (int) (key % 65);
            key /= 65;
            opens[p] = (int) (key % 65);
            key /= 65;
        }
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < all.length; i++) {
            long[] t = all[i];
            long blockOpen = t[0] | t[1] | t[2];
            long blockReached = t[2] & (t[0] | t[1]);
            int whole = 0;
            int sum = 0;
            for (int p = 0; p < masks.length; p++) {
                int o0 = Long.bitCount(blockOpen & masks[p]);
                int r0 = Long.bitCount(blockReached & masks[p]);
                int squares = Long.bitCount(masks[p]);
                int least = Integer.MAX_VALUE;
                for (int o = opens[p] * cuts[p]; o <= Math.min(squares, opens[p] * cuts[p] + cuts[p] - 1); o++) {
                    for (int r = reacheds[p] * cuts[p]; r <= Math.min(o, reacheds[p] * cuts[p] + cuts[p] - 1); r++) {
                        least = Math.min(least, (Math.abs(o - o0) + Math.abs(r - r0) + Math.abs(o - r - (o0 - r0)) + 1) / 2);
                    }
                }
                if (masks[p] == -1L) {
                    whole = least;
                } else {
                    sum += least;
                }
            }
            if (Math.max(whole, sum) <= t[3]) {
                kept.add(i);
            }
        }
        return kept.stream().mapToInt(Integer::intValue).toArray();
    }
}
