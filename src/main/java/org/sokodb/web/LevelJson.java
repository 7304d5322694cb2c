package org.sokodb.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.sokodb.catalog.Appearance;
import org.sokodb.catalog.StoredLevel;

/** {@code GET /api/v1/levels/ID}: the shape of docs/web.md. */
final class LevelJson {
    /**
     * The appearances given of each other Exact-Id of the Unique-Id: every one up to a page's
     * size; beyond it {@code more} is true and {@code /api/v1/levels/EXACT_ID} lists them all.
     */
    static final int MAX_APPEARANCES = ServeSettings.MAX_PAGE_SIZE;

    private LevelJson() {
    }

    /** Where a board is: its source (name and number), position, line, title and author. */
    private static ObjectNode occurrence(ObjectNode e, Models.Occurrence oc) {
        Appearance a = oc.appearance();
        e.put("source", a.source());
        e.put("source_number", oc.sourceNumber());
        e.put("index", a.index());
        e.put("line", a.line());
        e.put("title", a.title());
        e.put("author", a.author());
        return e;
    }

    static ObjectNode of(Models.Level m) {
        StoredLevel l = m.level().level();
        ObjectNode o = Json.object();
        o.put("exact_id", l.exactId());
        o.put("unique_id", l.uniqueId());
        o.put("width", l.width());
        o.put("height", l.height());
        o.put("boxes", l.boxes());
        if (l.unplayable().isPresent()) {
            o.put("unplayable", l.unplayable().get());
        } else {
            o.putNull("unplayable");
        }
        o.put("board", l.board());
        ArrayNode occurrences = o.putArray("occurrences");
        for (Models.Occurrence oc : m.occurrences()) {
            occurrence(occurrences.addObject(), oc).put("board", oc.appearance().board());
        }
        ArrayNode related = o.putArray("same_unique_id");
        for (Models.Related r : m.related()) {
            ObjectNode e = related.addObject();
            e.put("exact_id", r.level().level().exactId());
            e.put("relation", r.relation());
            e.put("occurrences", r.occurrences().size());
            // where it appears, as the page names it: its first boards, the rest on its own level
            ArrayNode where = e.putArray("appearances");
            for (Models.Occurrence oc : r.occurrences().subList(0, Math.min(r.occurrences().size(), MAX_APPEARANCES))) {
                occurrence(where.addObject(), oc);
            }
            e.put("more", r.occurrences().size() > MAX_APPEARANCES);
        }
        ArrayNode solutions = o.putArray("solutions");
        for (Models.Solution s : m.solutions()) {
            ObjectNode e = Json.solution(s.number(), s.solution());
            e.put("best_by_moves", s.bestByMoves());
            e.put("best_by_pushes", s.bestByPushes());
            solutions.add(e);
        }
        return o;
    }
}
