package org.sokodb.catalog.imports;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntConsumer;

import org.sokodb.catalog.HexIds;
import org.sokodb.catalog.LevelDao;
import org.sokodb.catalog.imports.bulk.BulkLoad;
import org.sokodb.catalog.solutions.BlockSolutions;
import org.sokodb.catalog.solutions.SolutionCounts;
import org.sokodb.catalog.solutions.VerifiedSolution;
import org.sokodb.catalog.sources.BoardCounts;
import org.sokodb.format.source.Diagnostics;
import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.SourceLocation;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.LevelIds;
import org.sokodb.identity.NearIds;
import org.sokodb.near.NearIdentity;
import org.sokodb.replay.TrailingSteps;
import org.sokodb.tables.LongMap;

/**
 * What becomes of each board of one import batch, decided without the database from what
 * the catalog already knows of the batch's Unique-Ids: a new level, a known one, a duplicate,
 * an Exact-Id collision (a different board under a known Exact-Id: never merged) or a
 * rejected board; and which solutions under the boards are valid. {@link SourceImport} then
 * writes what this says.
 *
 * @param planned every board in file order, with its level (by Exact-Id) or why it has none
 * @param newLevels the levels to insert, each Exact-Id once
 * @param grownGroups the Unique-Ids that gained a board while another board has them (in the catalog
 *     or earlier in the batch), each with every board of the batch that has it: what their duplicate
 *     groups gain
 * @param carryIn the Unique-Ids whose new level may receive the solutions of its duplicates
 * @param solutions the valid solutions read under the boards
 * @param counts what the batch held ({@link BoardCounts#solutions()} counts only the refused blocks)
 */
record BatchPlan(List<Planned> planned, List<LevelDao.New> newLevels, Map<String, Integer> grownGroups,
        Set<String> carryIn, List<VerifiedSolution> solutions, BoardCounts counts) {

    /**
     * One board's fate: a level (by its Exact-Id, the number it spells: {@code LevelIds.exactKey()})
     * when {@code reason} is empty, or the reason why it has none.
     */
    record Planned(LevelRecord record, long exactKey, String reason) {

        boolean hasLevel() {
            return reason.isEmpty();
        }
    }

    /**
     * Decides, board by board in file order.
     *
     * @param known the catalog's levels with the Unique-Ids of the batch
     * @param diagnostics hears of the rejected boards, collisions and refused solutions
     * @param planned told the index of each board decided (before its problems are reported)
     */
    static BatchPlan decide(List<IdentifiedLevel> pending, List<LevelDao.Known> known, Diagnostics diagnostics,
            IntConsumer planned) {
        return decide(pending, known, diagnostics, planned, new BlockSolutions(TrailingSteps.TRIM));
    }

    /** As {@link #decide(List, List, Diagnostics, IntConsumer)}, solution blocks checked by {@code blocks}. */
    static BatchPlan decide(List<IdentifiedLevel> pending, List<LevelDao.Known> known, Diagnostics diagnostics,
            IntConsumer planned, BlockSolutions blocks) {
        Set<String> knownUniqueIds = new HashSet<>();
        known.forEach(k -> knownUniqueIds.add(k.uniqueId()));
        return decide(pending, known, knownUniqueIds, diagnostics, planned, blocks);
    }

    /**
     * Decides as above, with the Unique-Ids that boards of the catalog have: more than those of
     * the {@code known} levels in a bulk import, which fetches only the levels whose Exact-Id it
     * knows ({@link BulkLoad}), and fewer when a known level is no board's (a replaced source's,
     * kept for its solutions): a board of it is then no duplicate.
     */
    static BatchPlan decide(List<IdentifiedLevel> pending, List<LevelDao.Known> known, Set<String> knownUniqueIds,
            Diagnostics diagnostics, IntConsumer planned, BlockSolutions blocks) {
        // the ids as the numbers they spell, the boards by their place in stored: no id spelled per board
        List<String> stored = new ArrayList<>(known.size() + pending.size());
        LongMap boardOf = new LongMap(known.size() + pending.size());
        LongMap seenUnique = new LongMap(knownUniqueIds.size() + pending.size());
        knownUniqueIds.forEach(u -> seenUnique.addKey(HexIds.keyOf(u)));
        for (LevelDao.Known k : known) {
            // its Unique-Id is a duplicate's only if knownUniqueIds says so: not a level kept for its solutions alone
            boardOf.put(HexIds.keyOf(k.exactId()), stored.size());
            stored.add(k.board());
        }
        List<Planned> plans = new ArrayList<>(pending.size());
        List<LevelDao.New> toInsert = new ArrayList<>();
        Set<String> grownGroups = new LinkedHashSet<>();
        // the batch's boards by Unique-Id (the number it spells): what each grown group gains
        LongMap boardsOf = new LongMap(pending.size());
        Set<String> carryIn = new LinkedHashSet<>();
        List<VerifiedSolution> verified = new ArrayList<>();
        int valid = 0;
        int newLevels = 0;
        int invalid = 0;
        int duplicates = 0;
        int collisions = 0;
        int refused = 0;
        for (IdentifiedLevel l : pending) {
            if (l instanceof IdentifiedLevel.Invalid bad) {
                invalid++;
                planned.accept(bad.record().index());
                diagnostics.problem(new SourceLocation(bad.record().source(), bad.line(), bad.record().index()),
                        bad.reason());
                plans.add(new Planned(bad.record(), 0, bad.reason()));
                continue;
            }
            IdentifiedLevel.Valid v = (IdentifiedLevel.Valid) l;
            planned.accept(v.record().index());
            LevelIds ids = v.ids();
            long at = boardOf.getOrDefault(ids.exactKey(), -1);
            String storedBoard = at < 0 ? null : stored.get((int) at);
            if (storedBoard != null && !storedBoard.equals(ids.normalized())) {
                collisions++;
                invalid++;
                String reason = "Exact-Id collision: " + ids.exactId()
                        + " already belongs to a different board; not merged";
                diagnostics.problem(v.record().location(), reason);
                plans.add(new Planned(v.record(), 0, reason));
                continue;
            }
            if (storedBoard == null) {
                newLevels++;
                boardOf.put(ids.exactKey(), stored.size());
                stored.add(ids.normalized());
                toInsert.add(newLevel(v));
            }
            valid++;
            boardsOf.put(ids.uniqueKey(), boardsOf.getOrDefault(ids.uniqueKey(), 0) + 1);
            if (seenUnique.addKey(ids.uniqueKey())) {
                duplicates++;
                grownGroups.add(ids.uniqueId());
                if (storedBoard == null) {
                    // a new level with duplicates: it may receive their solutions
                    carryIn.add(ids.uniqueId());
                }
            }
            plans.add(new Planned(v.record(), ids.exactKey(), ""));
            if (!v.record().solutions().isEmpty()) {
                BlockSolutions.Checked checked = blocks.check(v, diagnostics);
                verified.addAll(checked.valid());
                refused += checked.refused();
            }
        }
        BoardCounts counts = new BoardCounts(pending.size(), valid, newLevels, invalid, duplicates, collisions,
                new SolutionCounts(0, 0, refused, 0));
        Map<String, Integer> grownBy = new LinkedHashMap<>();
        grownGroups.forEach(u -> grownBy.put(u, (int) boardsOf.getOrDefault(HexIds.keyOf(u), 0)));
        return new BatchPlan(plans, toInsert, grownBy, carryIn, verified, counts);
    }

    /** The level row of a valid board: its ids, the normalised board, its size and box count. */
    static LevelDao.New newLevel(IdentifiedLevel.Valid v) {
        LevelIds ids = v.ids();
        String board = ids.normalized();
        int width = board.indexOf('\n');
        int height = board.length() / (width + 1);
        int boxes = 0;
        for (int i = 0; i < board.length(); i++) {
            char c = board.charAt(i);
            if (c == '$' || c == '*') {
                boxes++;
            }
        }
        // import computes the near-duplicate ids on its identity threads; anyone else gets them here
        NearIds near = v.near().orElseGet(() -> new NearIdentity().of(v.board(), ids));
        return new LevelDao.New(ids.exactKey(), ids.uniqueKey(), ids.canonical().name(), board, width, height, boxes,
                v.board().playabilityProblem(), near.normalizedKey(), near.wallsKey());
    }
}
