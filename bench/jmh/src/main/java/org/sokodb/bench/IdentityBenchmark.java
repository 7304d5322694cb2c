package org.sokodb.bench;

import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.sokodb.board.Board;
import org.sokodb.board.Symmetry;
import org.sokodb.format.LevelRecord;
import org.sokodb.format.LevelSources;
import org.sokodb.format.SourceLocation;
import org.sokodb.identity.LevelIdentity;

/**
 * The identity kernel against its floor: a level needs 9 MD5s (1 exact + 8 orientations)
 * of its normalised board text. {@code md5Floor} hashes exactly those bytes, precomputed;
 * {@code identity} does the whole algorithm from a parsed board; {@code parseAndIdentity}
 * also parses the board rows. Times are per level.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class IdentityBenchmark {
    static final int LEVELS = 10_000;

    @Param({"../shared/data/boxoban-levels.zip"})
    public String corpus;

    private List<List<String>> rows;
    private Board[] boards;
    private byte[][] hashInputs;
    private LevelIdentity identity;
    private MessageDigest md5;

    @Setup
    public void load() throws Exception {
        rows = new ArrayList<>();
        LevelSources.read(List.of(corpus), new LevelSources.Handler() {
            @Override
            public void level(LevelRecord record) {
                if (rows.size() < LEVELS && record.rejection().isEmpty()) {
                    rows.add(record.rows());
                }
            }

            @Override
            public void problem(SourceLocation where, String reason) {
            }

            @Override
            public void note(String where, String message) {
            }
        });
        boards = new Board[rows.size()];
        List<byte[]> inputs = new ArrayList<>();
        for (int i = 0; i < boards.length; i++) {
            boards[i] = Board.parse(rows.get(i));
            // The floor hashes the same bytes the kernel hashes: the normalised text once
            // and the man-area text in 8 orientations; their sizes equal the normalised one.
            Board normal = Board.parse(List.of(new LevelIdentity().of(boards[i]).normalized().split("\n")));
            for (Symmetry s : Symmetry.values()) {
                inputs.add(normal.transform(s).toXsb().getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            }
            inputs.add(normal.toXsb().getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
        hashInputs = inputs.toArray(new byte[0][]);
        identity = new LevelIdentity();
        md5 = MessageDigest.getInstance("MD5");
    }

    @Benchmark
    @OperationsPerInvocation(LEVELS)
    public void md5Floor(Blackhole bh) throws Exception {
        byte[] out = new byte[16];
        for (byte[] input : hashInputs) {
            md5.update(input);
            md5.digest(out, 0, 16);
            bh.consume(out[0]);
        }
    }

    @Benchmark
    @OperationsPerInvocation(LEVELS)
    public void identity(Blackhole bh) {
        for (Board b : boards) {
            bh.consume(identity.of(b));
        }
    }

    @Benchmark
    @OperationsPerInvocation(LEVELS)
    public void parseAndIdentity(Blackhole bh) throws Exception {
        for (List<String> r : rows) {
            bh.consume(identity.of(Board.parse(r)));
        }
    }
}
