import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.ZipFile;

/**
 * Fresh check levels for the difficulty fit (docs/difficulty.md, "How well"; journal/difficulty.md
 * entry 11): COUNT levels of one file of Boxoban's zip drawn by a fixed seed from those after its
 * first SKIP (the first 100 of file 000 of each check split are the check levels used before),
 * written in the order drawn, each under its own number in the file ({@code ; 537}):
 *
 *   java BoxobanDraw ZIP ENTRY SKIP COUNT SEED OUT.txt [EARLIER_SEED:EARLIER_COUNT]
 *
 * The draw: the numbers SKIP … (levels in the file − 1), shuffled by {@link SplittableRandom}
 * with SEED (Fisher–Yates from the last), the first COUNT taken. The same levels on any machine.
 * With an earlier draw named (journal/difficulty.md entry 15), the numbers that draw took (the
 * first EARLIER_COUNT of the same numbers shuffled by EARLIER_SEED) are left out before the
 * shuffle by SEED, so that the new levels are none of those looked at before.
 */
public class BoxobanDraw {
    public static void main(String[] args) throws IOException {
        int skip = Integer.parseInt(args[2]);
        int count = Integer.parseInt(args[3]);
        long seed = Long.parseLong(args[4]);
        List<String> levels = new ArrayList<>();
        try (ZipFile zip = new ZipFile(args[0]); InputStream in = zip.getInputStream(zip.getEntry(args[1]))) {
            StringBuilder level = null;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1)) {
                if (line.startsWith(";")) {
                    if (level != null) {
                        levels.add(level.toString().strip());
                    }
                    level = new StringBuilder();
                } else if (level != null && !line.isBlank()) {
                    level.append(line).append('\n');
                }
            }
            if (level != null) {
                levels.add(level.toString().strip());
            }
        }
        List<Integer> numbers = new ArrayList<>();
        for (int i = skip; i < levels.size(); i++) {
            numbers.add(i);
        }
        if (args.length > 6) {
            String[] earlier = args[6].split(":");
            List<Integer> drawn = shuffled(numbers, Long.parseLong(earlier[0]));
            numbers.removeAll(drawn.subList(0, Math.min(Integer.parseInt(earlier[1]), drawn.size())));
        }
        numbers = shuffled(numbers, seed);
        StringBuilder out = new StringBuilder();
        for (int number : numbers.subList(0, Math.min(count, numbers.size()))) {
            out.append("; ").append(number).append('\n').append(levels.get(number)).append("\n\n");
        }
        Files.writeString(Path.of(args[5]), out);
    }

    /** The numbers shuffled by {@code seed}: Fisher–Yates from the last. */
    static List<Integer> shuffled(List<Integer> in, long seed) {
        List<Integer> numbers = new ArrayList<>(in);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = numbers.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            numbers.set(j, numbers.set(i, numbers.get(j)));
        }
        return numbers;
    }
}
