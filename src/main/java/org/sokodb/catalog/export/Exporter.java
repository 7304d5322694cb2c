package org.sokodb.catalog.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jdbi.v3.core.result.ResultIterator;
import org.sokodb.board.Board;
import org.sokodb.board.BoardException;
import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.SourceSelection;
import org.sokodb.catalog.credits.FirstAuthors;
import org.sokodb.catalog.duplicates.DuplicateDao;
import org.sokodb.difficulty.Band;
import org.sokodb.format.source.AtomicFileWriter;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.format.xsb.XsbWriter;
import org.sokodb.replay.Optimality;
import org.sokodb.replay.SolutionPick;

/**
 * {@code sokodb export}: writes levels of the catalog to an SOK, XSB or SLC file.
 *
 * <ul>
 *   <li>Only playable levels: boards that are not levels, and levels without a box or with
 *       boxes ≠ goals, are left out and counted by reason.</li>
 *   <li>{@code --unique}: one board per Unique-Id, the first imported (among the chosen
 *       sources); its notes end with the other boards of its Unique-Id ({@link AlsoIn}).</li>
 *   <li>Solutions are those of the board's level ({@link ExportSolutions}: the best, or all),
 *       else those of its Unique-Id; each is carried to the board being written and verified
 *       there ({@link SolutionPick}); one that does not verify is reported and left out.</li>
 *   <li>In slices: in import order boards are read {@link #SLICE} at a time, each query whole
 *       before the next, from where the last slice ended; another order is one sorted query
 *       that the database builds whole before its first row (H2 past a size in a temporary
 *       file: see {@link ExportDao}). They are written in chunks of {@link #CHUNK}, with one
 *       query per chunk for the other boards of their Unique-Ids and one for their solutions.
 *       Memory does not grow with the catalog.</li>
 *   <li>The file appears complete or not at all ({@link AtomicFileWriter}).</li>
 * </ul>
 */
public final class Exporter {
    /** Boards written per round of look-ups. */
    static final int CHUNK = 500;
    /** Boards read per query. */
    static final int SLICE = 10_000;

    private final Catalog catalog;
    private final int slice;
    private final Runnable betweenSlices;

    public Exporter(Catalog catalog) {
        this(catalog, SLICE, () -> { });
    }

    /** With {@code slice} boards a query, and {@code betweenSlices} run after each slice is read (tests). */
    Exporter(Catalog catalog, int slice, Runnable betweenSlices) {
        this.catalog = catalog;
        this.slice = slice;
        this.betweenSlices = betweenSlices;
    }

    /**
     * Writes the file.
     *
     * @throws java.nio.file.FileAlreadyExistsException when the file exists and replacing it was not asked for
     * @throws IOException when the file cannot be written; the target is then as it was before
     */
    public ExportSummary export(ExportRequest request, ExportListener listener) throws IOException {
        try {
            return catalog.work("export", () -> {
                try {
                    return new Run(request, listener).run();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** One export. */
    private final class Run {
        private final ExportRequest request;
        private final ExportListener listener;
        private final ExportDao dao = catalog.dao(ExportDao.class);
        private final DuplicateDao duplicates = catalog.dao(DuplicateDao.class);
        private final ExportSolutions solutions = new ExportSolutions(catalog);
        private final Map<String, Long> notLevels = new HashMap<>();
        private final Map<String, Long> unplayable = new HashMap<>();
        private AlsoIn alsoIn;
        /** With {@code --credit first}: the author of each level's first copy that names one. */
        private FirstAuthors firstAuthors;
        private XsbWriter writer;
        private long leftDuplicates;
        private long leftUnsolved;
        private long leftSolved;
        private long leftOtherBands;
        private long unverified;
        private long levels;
        private long solvedLevels;
        private long blocks;
        private long normalizedInstead;

        Run(ExportRequest request, ExportListener listener) {
            this.request = request;
            this.listener = listener;
        }

        ExportSummary run() throws IOException {
            List<ExportDao.Source> sources = dao.sources();
            SourceSelection selection = new SourceSelection(request.sources());
            Chosen chosen = new Chosen(selection.selectsAll(), sources.stream().filter(s -> selection.covers(
                    s.source())).map(ExportDao.Source::id).toArray(Long[]::new));
            alsoIn = new AlsoIn(sources.stream().map(ExportDao.Source::source).toList());
            try (AtomicFileWriter file = AtomicFileWriter.create(request.out(), request.replace())) {
                writer = new XsbWriter(file.writer(), request.format());
                writer.header(header(request));
                // one transaction, so that the slices and the counts see the same catalog
                catalog.handle().useTransaction(h -> {
                    if (request.credit() == ExportRequest.Credit.FIRST) {
                        firstAuthors = FirstAuthors.read(catalog);
                    }
                    writeBoards(chosen);
                    countNotLevels(chosen);
                });
                writer.finish();
                file.commit().ifPresent(listener::note);
            }
            return new ExportSummary(request.out(), request.format(), levels, solvedLevels, blocks, normalizedInstead,
                    new ExportSummary.LeftOut(notLevels, unplayable, leftDuplicates, leftUnsolved, leftSolved,
                            unverified, leftOtherBands));
        }

        private void writeBoards(Chosen chosen) throws IOException {
            boolean any = dao.anySolutions();
            List<ExportDao.Board> chunk = new ArrayList<>(CHUNK);
            if (request.order() == ExportRequest.Order.IMPORTED) {
                long after = Long.MIN_VALUE;
                for (List<ExportDao.Board> boards = dao.boardsAfter(after, slice, chosen.all(), chosen.ids(), any);
                        !boards.isEmpty(); boards = dao.boardsAfter(after, slice, chosen.all(), chosen.ids(), any)) {
                    betweenSlices.run();
                    take(boards, chunk);
                    after = boards.get(boards.size() - 1).occurrence();
                }
            } else {
                try (ResultIterator<ExportDao.Board> boards = dao.sortedBoards(request.order(), chosen.all(),
                        chosen.ids(), any)) {
                    List<ExportDao.Board> read = new ArrayList<>(slice);
                    while (boards.hasNext()) {
                        read.add(boards.next());
                        if (read.size() == slice || !boards.hasNext()) {
                            betweenSlices.run();
                            take(read, chunk);
                            read.clear();
                        }
                    }
                }
            }
            write(chunk);
        }

        /** Adds the wanted boards to the chunk, writing it whenever it is full. */
        private void take(List<ExportDao.Board> boards, List<ExportDao.Board> chunk) throws IOException {
            for (ExportDao.Board b : boards) {
                if (wanted(b)) {
                    chunk.add(b);
                    if (chunk.size() == CHUNK) {
                        write(chunk);
                        chunk.clear();
                    }
                }
            }
        }

        /** Whether a board goes into the file; counts it under its reason when it does not. */
        private boolean wanted(ExportDao.Board b) {
            if (b.unplayable().isPresent()) {
                if (!request.unique() || b.first()) {
                    unplayable.merge(unplayableKind(b.unplayable().get()), 1L, Long::sum);
                }
                return false;
            }
            if (request.unique() && !b.first()) {
                leftDuplicates++;
                return false;
            }
            boolean solved = b.bestPushes().isPresent();
            if (request.solved() == ExportRequest.Solved.SOLVED && !solved) {
                leftUnsolved++;
                return false;
            }
            if (request.solved() == ExportRequest.Solved.UNSOLVED && solved) {
                leftSolved++;
                return false;
            }
            if (!request.bands().isEmpty()
                    && !request.bands().contains(b.band().flatMap(Band::parse).orElse(Band.UNRATED))) {
                leftOtherBands++;
                return false;
            }
            return true;
        }

        private void write(List<ExportDao.Board> chunk) throws IOException {
            if (chunk.isEmpty()) {
                return;
            }
            Map<String, List<DuplicateDao.Member>> members = members(chunk);
            Map<Long, List<SolutionPick.Candidate>> candidates = solutions.of(withSolutions(chunk),
                    request.solutionsWritten());
            Map<String, String> credited = firstAuthors == null ? Map.of()
                    : firstAuthors.of(chunk.stream().map(ExportDao.Board::uniqueId).toList());
            for (ExportDao.Board b : chunk) {
                List<String> rows = rows(b);
                List<XsbWriter.Solution> written = solutions(b, rows, candidates.getOrDefault(b.levelId(), List.of()));
                String note = members.containsKey(b.uniqueId()) ? alsoIn.note(b, members.get(b.uniqueId())) : "";
                String notes = note.isEmpty() ? b.notes() : b.notes().isBlank() ? note : b.notes() + "\n\n" + note;
                writer.level(new XsbWriter.Level(b.title(), credited.getOrDefault(b.uniqueId(), b.author()), notes, rows,
                        written));
                levels++;
                if (!written.isEmpty()) {
                    solvedLevels++;
                    blocks += written.size();
                }
            }
            listener.progress(levels);
        }

        /** The other boards of the chunk's Unique-Ids that have some (only with {@code --unique}). */
        private Map<String, List<DuplicateDao.Member>> members(List<ExportDao.Board> chunk) {
            Map<String, List<DuplicateDao.Member>> out = new HashMap<>();
            if (!request.unique()) {
                return out;
            }
            Set<String> grouped = new LinkedHashSet<>();
            for (ExportDao.Board b : chunk) {
                if (b.groupSize() > 1) {
                    grouped.add(b.uniqueId());
                }
            }
            if (!grouped.isEmpty()) {
                for (DuplicateDao.Member m : duplicates.members(grouped.toArray(new String[0]))) {
                    out.computeIfAbsent(m.uniqueId(), k -> new ArrayList<>()).add(m);
                }
            }
            return out;
        }

        /** The boards of the chunk whose Unique-Id has a solution. */
        private List<ExportDao.Board> withSolutions(List<ExportDao.Board> chunk) {
            return chunk.stream().filter(b -> b.bestPushes().isPresent()).toList();
        }

        /** The rows to write: as first written, unless normalised ones were asked for or those would not read back. */
        private List<String> rows(ExportDao.Board b) {
            List<String> normalized = b.normalized().lines().toList();
            if (request.normalized()) {
                return normalized;
            }
            List<String> written = List.of(b.written().split("\n", -1));
            if (XsbWriter.readsAsBoard(written)) {
                return written;
            }
            normalizedInstead++;
            return normalized;
        }

        private List<XsbWriter.Solution> solutions(ExportDao.Board b, List<String> rows,
                List<SolutionPick.Candidate> candidates) {
            if (candidates.isEmpty()) {
                return List.of();
            }
            Board target;
            try {
                target = Board.parse(rows);
            } catch (BoardException e) {
                throw new IllegalStateException("a stored level does not parse: " + e.getMessage(), e);
            }
            SolutionPick.Result result = SolutionPick.pick(target, candidates, switch (request.solutionsWritten()) {
                case BEST_MOVES -> SolutionPick.Choice.BEST_MOVES;
                case BEST_PUSHES -> SolutionPick.Choice.BEST_PUSHES;
                case PARETO -> SolutionPick.Choice.PARETO;
                case ALL -> SolutionPick.Choice.ALL;
                case BEST, NONE -> SolutionPick.Choice.BEST;
            });
            if (result.failed() > 0) {
                unverified += result.failed();
                listener.problem(new SourceLocation(b.source(), 0, b.index()), result.failed() + " of "
                        + candidates.size() + " stored solutions do not solve this board; left out");
            }
            List<XsbWriter.Solution> out = new ArrayList<>();
            for (SolutionPick.Picked p : result.picked()) {
                String kind = p.bestByMoves() ? "Solution/Moves " : p.bestByPushes() ? "Solution/Pushes " : "Solution ";
                out.add(new XsbWriter.Solution(kind + p.metrics().movesSlashPushes(), p.steps().letters(),
                        Optimality.withField(p.notes())));
            }
            return out;
        }

        private void countNotLevels(Chosen chosen) {
            for (ExportDao.Reason r : dao.reasonsNotLevels(chosen.all(), chosen.ids())) {
                notLevels.merge(reasonKind(r.reason()), r.boards(), Long::sum);
            }
        }
    }

    /** The sources to export from: all of them, or these row ids. */
    private record Chosen(boolean all, Long[] ids) {
    }

    /** The file notes: the collection's name (the file's, without extension) and how it was made. */
    static String header(ExportRequest request) {
        String name = request.out().getFileName().toString();
        int dot = name.lastIndexOf('.');
        return "Collection: " + (dot > 0 ? name.substring(0, dot) : name) + "\n"
                + "Exported from a sokodb catalog: " + request.describe() + ".";
    }

    /** {@code no box} or {@code boxes ≠ goals}: the two ways a level cannot be played. */
    static String unplayableKind(String reason) {
        if (reason.startsWith("no box")) {
            return "no box";
        }
        return reason.contains(" goal") ? "boxes ≠ goals" : reason; // "2 boxes but 1 goal" too
    }

    /**
     * The kind of reason a board is not a level, without the details that make every message
     * different: {@code open level}, {@code unknown character 'x' in board}, {@code Hexoban puzzle}.
     */
    static String reasonKind(String reason) {
        int end = reason.length();
        for (String cut : new String[] {": ", " at row ", " (", ", "}) {
            int at = reason.indexOf(cut);
            if (at > 0 && at < end) {
                end = at;
            }
        }
        return reason.substring(0, end);
    }
}
