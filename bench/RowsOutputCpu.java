import java.io.BufferedWriter;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.sokodb.cli.terminal.VisiblePrintWriter;

/**
 * The CPU of writing a command's rows through sokodb's stdout (the terminal escaping, then
 * UTF-8) to a stream that keeps nothing: the thread's own CPU, the first pass (a command writes
 * its rows once, the code still cold) and all passes. The rows are the lines of a file the
 * command printed, such as the output of {@code similar ID} or {@code dups --similar 90}.
 *
 *   java -XX:TieredStopAtLevel=1 -cp target/sokodb.jar bench/RowsOutputCpu.java ROWS.tsv [PASSES]
 *
 * (C1 alone, as the launcher runs {@code similar}.) Run it with two builds' jars on one file to
 * compare them.
 */
public final class RowsOutputCpu {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        int passes = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long all = 0;
        for (int pass = 0; pass < passes; pass++) {
            PrintWriter out = VisiblePrintWriter.of(new PrintWriter(new BufferedWriter(
                    new OutputStreamWriter(OutputStream.nullOutputStream(), StandardCharsets.UTF_8)), false), false);
            long before = threads.getCurrentThreadCpuTime();
            for (String line : lines) {
                out.println(line);
            }
            out.flush();
            long cpu = threads.getCurrentThreadCpuTime() - before;
            all += cpu;
            if (pass == 0) {
                System.out.printf("first pass: %.1f ms of CPU%n", cpu / 1e6);
            }
        }
        System.out.printf("%d passes: %.1f ms of CPU, %d lines a pass%n", passes, all / 1e6, lines.size());
    }
}
