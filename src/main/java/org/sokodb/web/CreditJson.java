package org.sokodb.web;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.sokodb.catalog.credits.AuthorLevel;
import org.sokodb.catalog.credits.AuthorPage;
import org.sokodb.catalog.credits.CreditCopy;
import org.sokodb.catalog.credits.CreditGroup;
import org.sokodb.catalog.credits.LevelCredits;
import org.sokodb.credits.AuthorTally;

/** The JSON of credits (docs/web.md): the shapes of {@code /api/v1/credits}, {@code /api/v1/authors}, a level's {@code credits}. */
final class CreditJson {
    private CreditJson() {
    }

    /** A group of {@code /api/v1/credits}: the columns of {@code sokodb credits}, the board to draw. */
    static ObjectNode group(CreditGroup g) {
        ObjectNode n = Json.object();
        n.put("group", g.number());
        n.put("unique_id", g.uniqueId());
        n.put("verdict", g.verdict().word());
        copies(n.putArray("copies"), g.copies());
        return n;
    }

    private static void copies(ArrayNode a, List<CreditCopy> copies) {
        for (CreditCopy c : copies) {
            ObjectNode o = a.addObject();
            o.put("exact_id", c.exactId());
            o.put("unique_id", c.uniqueId());
            o.put("source", c.source());
            o.put("source_number", c.sourceNumber());
            o.put("index", c.index());
            o.put("title", c.title());
            o.put("author", c.author());
            ArrayNode names = o.putArray("names");
            c.names().forEach(names::add);
            if (c.first().isPresent()) {
                o.put("first", c.first().get().word());
            } else {
                o.putNull("first");
            }
            if (c.date().isPresent()) {
                o.put("date", c.date().get().toString());
            } else {
                o.putNull("date");
            }
            o.put("relation", c.relation());
            o.put("board", c.written());
        }
    }

    /** A row of {@code /api/v1/authors}: {@code sokodb authors}' columns, the spellings themselves. */
    static ObjectNode author(AuthorTally.AuthorRow r) {
        ObjectNode o = Json.object();
        o.put("author", r.author());
        ArrayNode spellings = o.putArray("spellings");
        r.spellings().forEach(spellings::add);
        o.put("levels", r.levels());
        o.put("sources", r.sources());
        o.put("credited_elsewhere_to_others", r.creditedElsewhereToOthers());
        o.put("copied_uncredited", r.copiedUncredited());
        return o;
    }

    /** {@code /api/v1/authors/NAME}: the author's row and their levels, each with every copy. */
    static ObjectNode authorPage(AuthorPage p) {
        ObjectNode o = author(p.author());
        ArrayNode levels = o.putArray("credited");
        for (AuthorLevel l : p.levels()) {
            ObjectNode e = levels.addObject();
            e.put("unique_id", l.uniqueId());
            if (l.verdict().isPresent()) {
                e.put("verdict", l.verdict().get().word());
            } else {
                e.putNull("verdict");
            }
            copies(e.putArray("copies"), l.copies());
        }
        return o;
    }

    /** A level's {@code credits}: null when its copies agree. */
    static void level(ObjectNode o, java.util.Optional<LevelCredits> credits) {
        if (credits.isEmpty()) {
            o.putNull("credits");
            return;
        }
        ObjectNode c = o.putObject("credits");
        c.put("verdict", credits.get().verdict().word());
        ArrayNode credited = c.putArray("credited");
        for (LevelCredits.Credit k : credits.get().credits()) {
            ObjectNode e = credited.addObject();
            ArrayNode names = e.putArray("names");
            k.names().forEach(names::add);
            ArrayNode sources = e.putArray("sources");
            k.sources().forEach(sources::add);
        }
        ArrayNode uncredited = c.putArray("uncredited");
        credits.get().uncredited().forEach(uncredited::add);
    }
}
