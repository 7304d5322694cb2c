package org.sokodb.cli;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A class-data archive (AppCDS) of this test run's class path, for the JVMs the tests start
 * ({@link TestJvm}): their classes are mapped from it rather than read, checked and parsed at
 * every start, which is most of what a short sokodb process spends. JDK 17 archives classes from
 * jars only, so the class path's directories ({@code target/classes}, {@code target/test-classes})
 * are jarred first; the jars and the archive, dumped by one short sokodb run
 * ({@code -XX:ArchiveClassesAtExit}, a one-level file imported into a new catalog), go to
 * {@code target/test-jvm/KEY}, KEY a digest of the class path and of every file in its
 * directories, so a run reuses what an earlier run of the same classes made. A file lock keeps
 * the two lanes and the JVMs of one build from making it twice. When anything fails the
 * processes start as before, on the class path as it is and without an archive.
 */
final class ClassDataArchive {
    /** The class path the processes start with, and the options that give them the archive (none without one). */
    record Launch(String classPath, List<String> options) {
    }

    private static final List<String> QUIET = List.of("-Xlog:cds=off", "-Xlog:cds+dynamic=off");

    private ClassDataArchive() {
    }

    /** This run's launch: made by the first call of the JVM, the same for every later one. */
    static Launch launch() {
        return Made.LAUNCH;
    }

    /** The holder idiom: the archive is made once, by the first thread that asks. */
    private static final class Made {
        static final Launch LAUNCH = make(System.getProperty("java.class.path"));
    }

    private static Launch make(String classPath) {
        Launch without = new Launch(classPath, List.of());
        try {
            List<Path> entries = Stream.of(classPath.split(File.pathSeparator)).filter(s -> !s.isEmpty()).map(Path::of).toList();
            Path firstDirectory = entries.stream().filter(Files::isDirectory).findFirst().orElse(null);
            if (firstDirectory == null || firstDirectory.toAbsolutePath().getParent() == null) {
                return without;
            }
            Path root = firstDirectory.toAbsolutePath().getParent().resolve("test-jvm");
            Files.createDirectories(root);
            try (FileChannel lock = FileChannel.open(root.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                    FileLock held = lock.lock()) {
                return makeLocked(root, entries, without);
            }
        } catch (IOException | RuntimeException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            return without;
        }
    }

    private static Launch makeLocked(Path root, List<Path> entries, Launch without) throws IOException, InterruptedException {
        Path dir = root.resolve(key(entries));
        Path ready = dir.resolve("class-path");
        Path archive = dir.resolve("sokodb.jsa");
        if (Files.exists(dir.resolve("failed"))) {
            return without;
        }
        if (Files.exists(ready) && Files.exists(archive)) {
            return withArchive(Files.readString(ready, StandardCharsets.UTF_8), archive);
        }
        removeOthers(root);
        Files.createDirectories(dir);
        List<String> jarred = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            Path entry = entries.get(i);
            if (Files.isDirectory(entry)) {
                Path jar = dir.resolve(i + "-" + entry.getFileName() + ".jar");
                jar(entry, jar);
                jarred.add(jar.toString());
            } else {
                jarred.add(entry.toString());
            }
        }
        String classPath = String.join(File.pathSeparator, jarred);
        if (dump(dir, classPath, archive) && usable(classPath, archive)) {
            Path written = Files.writeString(dir.resolve("class-path.tmp"), classPath, StandardCharsets.UTF_8);
            Files.move(written, ready, StandardCopyOption.ATOMIC_MOVE);
            return withArchive(classPath, archive);
        }
        Files.writeString(dir.resolve("failed"), "the archive could not be made or used\n", StandardCharsets.UTF_8);
        return without;
    }

    private static Launch withArchive(String classPath, Path archive) {
        List<String> options = new ArrayList<>();
        options.add("-XX:SharedArchiveFile=" + archive);
        options.addAll(QUIET);
        return new Launch(classPath, List.copyOf(options));
    }

    /** The digest of the JVM, the class path and the name, size and time of every file in its directories. */
    private static String key(List<Path> entries) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        StringBuilder text = new StringBuilder(System.getProperty("java.home")).append('\n')
                .append(System.getProperty("java.vm.version")).append('\n');
        for (Path entry : entries) {
            text.append(entry).append('\n');
            if (Files.isDirectory(entry)) {
                for (Path file : files(entry)) {
                    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
                    text.append(entry.relativize(file)).append(' ').append(a.size()).append(' ')
                            .append(a.lastModifiedTime().toMillis()).append('\n');
                }
            }
        }
        byte[] hash = digest.digest(text.toString().getBytes(StandardCharsets.UTF_8));
        return HexFormat.of().formatHex(hash, 0, 8);
    }

    private static List<Path> files(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** The directories of other builds' archives: one build's is kept. */
    private static void removeOthers(Path root) throws IOException {
        try (Stream<Path> dirs = Files.list(root)) {
            for (Path old : dirs.filter(Files::isDirectory).toList()) {
                delete(old);
            }
        }
    }

    private static void delete(Path tree) throws IOException {
        try (Stream<Path> walk = Files.walk(tree)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** {@code directory}'s files as an uncompressed jar (a jar's classes are read as they are). */
    private static void jar(Path directory, Path jar) throws IOException {
        try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(file)) {
            zip.setMethod(ZipOutputStream.STORED);
            try (Stream<Path> walk = Files.walk(directory)) {
                for (Path p : walk.sorted().toList()) {
                    if (p.equals(directory)) {
                        continue;
                    }
                    String name = directory.relativize(p).toString().replace(File.separatorChar, '/');
                    byte[] bytes = Files.isDirectory(p) ? new byte[0] : Files.readAllBytes(p);
                    ZipEntry entry = new ZipEntry(Files.isDirectory(p) ? name + "/" : name);
                    CRC32 crc = new CRC32();
                    crc.update(bytes);
                    entry.setSize(bytes.length);
                    entry.setCompressedSize(bytes.length);
                    entry.setCrc(crc.getValue());
                    zip.putNextEntry(entry);
                    zip.write(bytes);
                    zip.closeEntry();
                }
            }
        }
    }

    /** One short run that loads most of what any command does, its classes dumped at its exit. */
    private static boolean dump(Path dir, String classPath, Path archive) throws IOException, InterruptedException {
        Path train = Files.createDirectories(dir.resolve("train"));
        Path level = Files.writeString(train.resolve("one.xsb"), "#####\n#@$.#\n#####\n", StandardCharsets.UTF_8);
        Path dumped = dir.resolve("sokodb.jsa.tmp");
        List<String> command = new ArrayList<>(List.of(TestJvm.javaBinary(), "-XX:TieredStopAtLevel=1", "-Xmx512m",
                "-XX:ArchiveClassesAtExit=" + dumped));
        command.addAll(QUIET);
        command.addAll(List.of("-cp", classPath, Main.class.getName(), "--db", train.resolve("catalog").toString(),
                "import", level.toString()));
        boolean done = run(command);
        delete(train);
        if (!done || !Files.exists(dumped)) {
            return false;
        }
        Files.move(dumped, archive, StandardCopyOption.ATOMIC_MOVE);
        return true;
    }

    /** Whether a JVM on {@code classPath} maps the archive: {@code -Xshare:on} fails when it cannot. */
    private static boolean usable(String classPath, Path archive) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(TestJvm.javaBinary(), "-Xshare:on", "-XX:SharedArchiveFile=" + archive));
        command.addAll(QUIET);
        command.addAll(List.of("-cp", classPath, "-version"));
        return run(command);
    }

    private static boolean run(List<String> command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().remove("SOKODB_DB");
        builder.environment().remove("SOKODB_DEBUG");
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return false;
        }
        return process.exitValue() == 0;
    }
}
