package org.sokodb.catalog.solutions;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.ImportTurns;
import org.sokodb.catalog.LevelDao;
import org.sokodb.format.LevelSources;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;
import org.sokodb.replay.Replay;
import org.sokodb.replay.ReplayResult;
import org.sokodb.replay.SolutionLimits;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.verify.LinePairing;
import org.sokodb.verify.SolutionFile;
import org.sokodb.verify.SolutionSummary;

/**
 * {@code sokodb import-solutions LEVELS SOLUTIONS}: the one-line-per-level pair that
 * {@code verify} reads, stored in the catalog. Line <i>n</i> of the solution file belongs to
 * the <i>n</i>-th board of the level file (rejected boards take their line too). Each board
 * is matched to the catalog by its Exact-Id; a solution is stored only for a level the
 * catalog has, after a replay (steps after the level is solved are trimmed and said, or make
 * the solution invalid with {@link #trailing strict} checking), and carried to the level's
 * duplicates. Case corrections and other notations than LURD are said once per file.
 *
 * <p>The level file is only read to pair lines with levels: its boards are not imported. A
 * board the catalog does not have is reported (import the level file first).
 *
 * <p>The whole file is one transaction; lines are paired and stored in batches.
 */
public final class SolutionImport {
    /** Lines paired and stored per round trip: large enough for JDBC batching to pay, small enough to stream. */
    private static final int BATCH = 2000;

    private final Catalog catalog;
    private final int batchSize;
    private TrailingSteps trailing = TrailingSteps.TRIM;

    public SolutionImport(Catalog catalog) {
        this(catalog, BATCH);
    }

    SolutionImport(Catalog catalog, int batchSize) {
        this.catalog = catalog;
        this.batchSize = batchSize;
    }

    /** Steps after the level is solved make a solution invalid (REFUSE) instead of being trimmed. */
    public SolutionImport trailing(TrailingSteps steps) {
        this.trailing = steps;
        return this;
    }

    /**
     * Pairs the boards of {@code levels} (a file, directory or zip archive, read as
     * {@code import} reads it) with the lines of {@code solutions} and stores the valid
     * solutions of the levels the catalog has. The caller opens and closes the file.
     */
    public SolutionImportCounts importFile(String levels, SolutionFile solutions, Diagnostics listener) {
        // the whole file is one transaction: committed when the run ends, rolled back if it fails
        SolutionImportCounts counts = catalog.work("importing solutions", () -> catalog.handle().inTransaction(h -> {
            // with the imports, one writer at a time: solutions carried to duplicates stay complete
            new ImportTurns(catalog, listener::note).take(levels);
            Run run = new Run(solutions, listener);
            LevelSources.read(List.of(levels), LevelSources.Handler.of(run::board, listener));
            return run.finish();
        }));
        catalog.makeDurable(); // before the command says what it stored
        return counts;
    }

    /** A board that is a level, and its solution line. */
    private record Pending(IdentifiedLevel.Valid level, SolutionFile.Line line) {
    }

    /** One run: pairs boards with lines, and stores a batch at a time. */
    private final class Run {
        private final LinePairing lines;
        private final Diagnostics listener;
        private final Identifier identifier = new Identifier();
        private final SolutionStore store = new SolutionStore(catalog);
        private final SolutionSharing carrier = new SolutionSharing(catalog);
        private final LevelDao levels = catalog.dao(LevelDao.class);
        private final List<Pending> pending = new ArrayList<>();
        private final SolutionSummary summary = new SolutionSummary();
        private int paired;
        private int stored;
        private int alreadyKnown;
        private int invalid;
        private int noSuchLevel;
        private int empty;
        private int carried;

        Run(SolutionFile lines, Diagnostics listener) {
            this.lines = new LinePairing(lines);
            this.listener = listener;
        }

        void board(LevelRecord record) {
            Optional<SolutionFile.Line> line = lines.next(record.index());
            IdentifiedLevel level = identifier.identify(record);
            if (level instanceof IdentifiedLevel.Invalid bad) {
                listener.problem(new SourceLocation(record.source(), bad.line(), record.index()), bad.reason());
            }
            if (line.isEmpty()) {
                return;
            }
            paired++;
            SolutionFile.Line l = line.get();
            if (l.text().isBlank()) {
                empty++;
            } else if (level instanceof IdentifiedLevel.Invalid) {
                noSuchLevel++;
                listener.problem(at(l, record), "the board is not a level (see above); solution not stored");
            } else if (l.tooLong()) {
                invalid++;
                listener.problem(at(l, record), "malformed: longer than " + SolutionLimits.MAX_TEXT_CHARS
                        + " characters; not stored");
            } else {
                pending.add(new Pending((IdentifiedLevel.Valid) level, l));
                if (pending.size() >= batchSize) {
                    flush();
                }
            }
        }

        SolutionImportCounts finish() {
            flush();
            lines.finish(listener);
            summary.flush(listener::problem, listener::note);
            return new SolutionImportCounts(paired, stored, alreadyKnown, invalid, noSuchLevel, empty, carried);
        }

        /** Matches the batch with the catalog by Exact-Id, replays, stores, carries. */
        private void flush() {
            if (pending.isEmpty()) {
                return;
            }
            Map<String, LevelDao.Known> known = new HashMap<>();
            String[] exactIds = pending.stream().map(p -> p.level().ids().exactId()).distinct()
                    .toArray(String[]::new);
            for (LevelDao.Known k : levels.withExactIds(exactIds)) {
                known.put(k.exactId(), k);
            }
            Map<String, Long> levelIds = new HashMap<>();
            List<VerifiedSolution> verified = new ArrayList<>();
            for (Pending p : pending) {
                LevelRecord record = p.level().record();
                String exactId = p.level().ids().exactId();
                LevelDao.Known k = known.get(exactId);
                if (k == null || !k.board().equals(p.level().ids().normalized())) {
                    noSuchLevel++;
                    listener.problem(record.location(), (k == null
                            ? "not in the catalog (Exact-Id " + exactId + ")"
                            : "Exact-Id " + exactId + " belongs to a different board in the catalog (a collision)")
                            + ": the solution on line " + p.line().number() + " of " + lines.name()
                            + " is not stored (import the level first)");
                    continue;
                }
                levelIds.put(exactId, k.id());
                ReplayResult result = Replay.check(p.level().board(), p.line().text(), trailing);
                SourceLocation where = at(p.line(), record);
                if (result instanceof ReplayResult.Valid v) {
                    if (v.trimmedSteps() > 0) {
                        listener.note(where.prefix(), v.trimmingNote() + "; stored trimmed");
                    }
                    if (v.correctedSteps() > 0) {
                        summary.note("case", where, v.caseNote() + "; stored corrected");
                    }
                    verified.add(new VerifiedSolution(exactId, p.level().ids().uniqueId(), v.steps(), v.metrics(),
                            lines.name() + ":" + p.line().number(), "", v.trimmingNote()));
                } else {
                    invalid++;
                    String problem = result.verdict().label() + ": " + result.detail() + "; not stored";
                    if (result instanceof ReplayResult.Malformed m && m.otherNotation()) {
                        summary.problem(m.detail(), where, problem);
                    } else {
                        listener.problem(where, problem);
                    }
                }
            }
            SolutionStore.Outcome outcome = store.store(verified, levelIds);
            stored += outcome.stored();
            alreadyKnown += outcome.alreadyKnown();
            carried += carrier.carryWithin(outcome.uniqueIds());
            pending.clear();
        }

        /** {@code solutions.txt:7: level 7}: a solution line, with the board it belongs to. */
        private SourceLocation at(SolutionFile.Line line, LevelRecord record) {
            return new SourceLocation(lines.name(), line.number(), record.index());
        }
    }
}
