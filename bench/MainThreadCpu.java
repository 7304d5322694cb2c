import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A Java agent that writes, when the process ends, the CPU time of its main thread (the thread
 * that ran {@code main}, from the JVM's start to {@code System.exit}) as one line of
 * nanoseconds appended to the file its argument names. sokodb's {@code main} ends in
 * {@code System.exit}, so the main thread is still alive while the shutdown hooks run and its
 * counter can be read then. It adds no class transformer: the class-data archive is used as
 * without it. Built and used by {@code bench/quick-cpu.sh}:
 *
 *   javac -d DIR bench/MainThreadCpu.java; jar --create --file agent.jar --manifest MANIFEST -C DIR .
 *   SOKODB_JAVA_OPTS=-javaagent:agent.jar=FILE ./sokodb …
 */
public final class MainThreadCpu {
    private MainThreadCpu() {
    }

    public static void premain(String file) {
        Thread main = Thread.currentThread();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            long nanos = ManagementFactory.getThreadMXBean().getThreadCpuTime(main.getId());
            try {
                Files.writeString(Path.of(file), nanos + "\n", StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                System.err.println("MainThreadCpu: " + e.getMessage());
            }
        }));
    }
}
