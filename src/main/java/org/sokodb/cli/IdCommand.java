package org.sokodb.cli;

import java.util.List;
import java.util.concurrent.Callable;

import org.sokodb.cli.options.JsonOption;
import org.sokodb.cli.options.Threads;
import org.sokodb.cli.terminal.Problems;
import org.sokodb.cli.terminal.Progress;
import org.sokodb.cli.terminal.SourceCount;
import org.sokodb.cli.terminal.TableWriter;
import org.sokodb.cli.terminal.Terminal;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.Source;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.ParallelIdentifier;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code sokodb id PATH…}: the Exact-Id and Unique-Id of every level, no database. */
@Command(name = "id", mixinStandardHelpOptions = true,
        description = {"Print the Exact-Id and Unique-Id of every level in files, directories and zip archives "
                + "(- reads standard input). No database.",
            "Columns: source index title exact_id unique_id. Rejected boards are reported on stderr as "
                    + "source:line: level N: reason.",
            "Exit 0 all fine, 1 some input rejected, 2 usage, 3 could not run."})
final class IdCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "PATH", description = "Level files, directories or zip archives")
    List<String> paths;

    @Mixin
    JsonOption output;

    @Option(names = "--threads", paramLabel = "N", description = "Threads computing ids, 1 to " + Threads.MAX
            + " (default: one per core)")
    int threads = ParallelIdentifier.defaultThreads();

    @Mixin
    CommandStreams streams;

    @Override
    public Integer call() {
        Threads.check(streams.commandLine(), threads);
        Terminal terminal = streams.terminal();
        try (Progress progress = Progress.start(terminal, streams.err(), streams.out(),
                "identifying")) {
            if (terminal.stderrIsTerminal()) {
                progress.total(SourceCount.of(paths), "sources").items("boards");
            }
            return identify(progress);
        }
    }

    private int identify(Progress progress) {
        Problems problems = new Problems(progress.err());
        List<String> paths = SourceCount.usable(this.paths, problems);
        long[] boards = {0};
        try (TableWriter table = TableWriter.create(progress.out(), output.json, "source", "index", "title", "exact_id",
                "unique_id");
                ParallelIdentifier identifier = new ParallelIdentifier(threads, level -> print(level, table, problems))) {
            LevelSources.read(paths, new LevelSources.Handler() {
                @Override
                public void begin(Source source, LevelStream stream) {
                    progress.detail(source.name());
                }

                @Override
                public void level(LevelRecord record) {
                    identifier.add(record);
                    progress.items(++boards[0]);
                }

                @Override
                public void end(Source source, LevelStream stream, int count, boolean complete) {
                    progress.step();
                }

                // in line with the levels before them, so stderr reads in input order
                @Override
                public void problem(SourceLocation where, String reason) {
                    identifier.then(() -> problems.report(where, reason));
                    if (where.level() == 0) {
                        progress.step();
                    }
                }

                @Override
                public void note(String where, String message) {
                    identifier.then(() -> problems.note(where, message));
                    progress.step();
                }
            });
            identifier.flush();
        }
        return problems.exitCode();
    }

    private static void print(IdentifiedLevel level, TableWriter table, Problems problems) {
        LevelRecord record = level.record();
        if (level instanceof IdentifiedLevel.Valid v) {
            table.row(record.source(), record.index(), record.title(), v.ids().exactId(), v.ids().uniqueId());
        } else if (level instanceof IdentifiedLevel.Invalid bad) {
            problems.report(new SourceLocation(record.source(), bad.line(), record.index()), bad.reason());
        }
    }
}
