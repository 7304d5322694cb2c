package org.sokodb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The fuzzing that runs in every build: seeds, then deterministic random mutations of them
 * (a fixed random seed, a fixed number of runs), through a target's property check. It finds
 * less than coverage-guided fuzzing with Jazzer (docs/fuzzing.md) but costs a second or two
 * and no agent, and it replays every committed seed and crash reproducer on each build.
 *
 * <p>A failing input is saved under {@code target/fuzz-failures/} and named in the assertion
 * message, ready to be committed as a seed.
 */
public final class Mutator {
    /** Characters and tokens the level and move formats give meaning to. */
    private static final List<byte[]> TOKENS = Stream.of(
            "#", "@", "+", "$", "*", ".", " ", "-", "_", "p", "P", "b", "B", "w", "W", "|", "(", ")", "\n", "\r\n", "\r",
            "\t", ";", "::", "9", "0", "999999999", "12345678901", "((((((((((((((((((", "))))", "3#4-p.#", "2(3(#-)#)",
            "Title: ", "Author: ", "Comment:", "Comment-End:", "Solution", "Solution/Moves 5/1", "SaveGame 3/1",
            "Variant: Hexoban", "Game = Multiban", "lurd", "LURD", "[", "]", "{", "}", "\uFEFF", "\u00EF\u00BB\u00BF",
            "\u00FF", "\u0000", "#####", "#@$.#", "\n\n").map(s -> s.getBytes(StandardCharsets.UTF_8)).toList();

    private final Random random;

    public Mutator(long seed) {
        this.random = new Random(seed);
    }

    public Random random() {
        return random;
    }

    /** One to eight random edits of {@code input}: bit flips, format tokens, deletions, duplications, splices. */
    public byte[] mutate(byte[] input, List<byte[]> others) {
        byte[] out = input;
        int edits = 1 + random.nextInt(8);
        for (int i = 0; i < edits; i++) {
            out = edit(out, others);
        }
        return out;
    }

    private byte[] edit(byte[] in, List<byte[]> others) {
        int n = in.length;
        switch (random.nextInt(8)) {
            case 0 -> {
                if (n > 0) {
                    byte[] out = in.clone();
                    out[random.nextInt(n)] ^= (byte) (1 << random.nextInt(8));
                    return out;
                }
                return new byte[] {(byte) random.nextInt(256)};
            }
            case 1 -> {
                if (n > 0) {
                    byte[] out = in.clone();
                    out[random.nextInt(n)] = (byte) random.nextInt(256);
                    return out;
                }
                return in;
            }
            case 2, 3 -> {
                return insert(in, random.nextInt(n + 1), TOKENS.get(random.nextInt(TOKENS.size())));
            }
            case 4 -> {
                if (n == 0) {
                    return in;
                }
                int from = random.nextInt(n);
                int to = Math.min(n, from + 1 + random.nextInt(Math.min(n - from, 64)));
                byte[] out = new byte[n - (to - from)];
                System.arraycopy(in, 0, out, 0, from);
                System.arraycopy(in, to, out, from, n - to);
                return out;
            }
            case 5 -> {
                if (n == 0 || n > 1 << 16) {
                    return in;
                }
                int from = random.nextInt(n);
                int length = 1 + random.nextInt(Math.min(n - from, 256));
                return insert(in, random.nextInt(n + 1), Arrays.copyOfRange(in, from, from + length));
            }
            case 6 -> {
                return Arrays.copyOf(in, random.nextInt(n + 1));
            }
            default -> {
                if (others.isEmpty()) {
                    return in;
                }
                byte[] other = others.get(random.nextInt(others.size()));
                int from = random.nextInt(other.length + 1);
                int length = random.nextInt(Math.min(other.length - from, 512) + 1);
                return insert(in, random.nextInt(n + 1), Arrays.copyOfRange(other, from, from + length));
            }
        }
    }

    private static byte[] insert(byte[] in, int at, byte[] what) {
        byte[] out = new byte[in.length + what.length];
        System.arraycopy(in, 0, out, 0, at);
        System.arraycopy(what, 0, out, at, what.length);
        System.arraycopy(in, at, out, at + what.length, in.length - at);
        return out;
    }

    /**
     * The seed files of a Jazzer inputs directory ({@code <Class>Inputs/<method>/} among the
     * test resources). A missing or empty directory fails: mutations of nothing would pass
     * while testing almost nothing.
     */
    public static List<byte[]> seeds(Class<?> fuzzTest, String method) {
        String dir = "/" + fuzzTest.getName().replace('.', '/') + "Inputs/" + method;
        var url = fuzzTest.getResource(dir);
        if (url == null) {
            throw new AssertionError("no seeds for " + fuzzTest.getSimpleName() + "#" + method + ": " + dir
                    + " is not among the test resources");
        }
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            List<byte[]> seeds = new ArrayList<>();
            for (Path p : files.sorted().toList()) {
                seeds.add(Files.readAllBytes(p));
            }
            if (seeds.isEmpty()) {
                throw new AssertionError("no seeds for " + fuzzTest.getSimpleName() + "#" + method + ": " + dir
                        + " is empty");
            }
            return seeds;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Runs {@code check} on every seed, then on {@code runs} mutations of them (the number
     * can be raised with {@code -Dsokodb.fuzz.runs=N}). Any throwable fails the test with the
     * input saved. No input is timed: a target whose work could grow out of proportion with its
     * input (a run-length count, a repeated group) counts that work and checks it against a
     * budget in {@code check} ({@code RleFuzzTest}, {@code LurdFuzzTest}), which gives the same
     * outcome on any machine.
     */
    public static void run(String target, List<byte[]> seeds, int runs, long randomSeed, Consumer<byte[]> check) {
        List<byte[]> pool = new ArrayList<>(seeds);
        if (pool.isEmpty()) {
            pool.add(new byte[0]);
        }
        for (byte[] seed : seeds) {
            checkOne(target, seed, check);
        }
        int total = Integer.getInteger("sokodb.fuzz.runs", runs);
        Mutator mutator = new Mutator(randomSeed);
        for (int i = 0; i < total; i++) {
            byte[] input = mutator.mutate(pool.get(mutator.random.nextInt(pool.size())), pool);
            checkOne(target, input, check);
        }
    }

    private static void checkOne(String target, byte[] input, Consumer<byte[]> check) {
        try {
            check.accept(input);
        } catch (Throwable t) {
            Path saved = save(target, input);
            throw new AssertionError(target + " fails on the input saved as " + saved + ": " + t, t);
        }
    }

    private static Path save(String target, byte[] input) {
        try {
            String name = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(input));
            Path dir = Files.createDirectories(Path.of("target", "fuzz-failures", target));
            return Files.write(dir.resolve("crash-" + name), input);
        } catch (IOException | NoSuchAlgorithmException e) {
            return Path.of("(not saved: " + e + ")");
        }
    }
}
