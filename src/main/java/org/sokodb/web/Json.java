package org.sokodb.web;

import java.util.List;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.javalin.http.Context;

import org.sokodb.catalog.Listing;
import org.sokodb.catalog.duplicates.DuplicateGroup;
import org.sokodb.catalog.duplicates.DuplicateMember;
import org.sokodb.catalog.solutions.StoredSolution;
import org.sokodb.catalog.sources.BoardEntry;
import org.sokodb.catalog.sources.CatalogOverview;
import org.sokodb.catalog.sources.SourceEntry;

/**
 * The JSON twins of the pages: the shapes of docs/web.md, field names in snake case, built
 * field by field so that a renamed Java record cannot rename an API field.
 */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    static void send(Context ctx, int status, ObjectNode body) {
        try {
            ctx.status(status).contentType("application/json; charset=utf-8")
                    .result(MAPPER.writeValueAsString(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    static ObjectNode error(int status, String message) {
        ObjectNode n = object();
        n.put("status", status);
        n.put("error", message);
        return n;
    }

    static ObjectNode overview(CatalogOverview o) {
        ObjectNode n = object();
        n.put("levels", o.levels());
        n.put("boards", o.boards());
        n.put("sources", o.sources().size());
        n.put("duplicate_groups", o.duplicateGroups());
        n.put("unique_ids", o.uniqueIds());
        n.put("solved_unique_ids", o.solvedUniqueIds());
        n.put("unsolved_unique_ids", o.unsolvedUniqueIds());
        return n;
    }

    static ObjectNode source(SourceEntry s) {
        ObjectNode n = object();
        n.put("number", s.id());
        n.put("source", s.source());
        n.put("boards", s.boards());
        n.put("levels", s.levels());
        n.put("new_levels", s.newLevels());
        n.put("invalid", s.invalid());
        n.put("duplicates", s.duplicates());
        n.put("imported_at", s.importedAt().toString());
        return n;
    }

    static ArrayNode sources(List<SourceEntry> sources) {
        ArrayNode a = MAPPER.createArrayNode();
        sources.forEach(s -> a.add(source(s)));
        return a;
    }

    static ObjectNode board(BoardEntry b) {
        ObjectNode n = object();
        n.put("source", b.source());
        n.put("source_number", b.sourceId());
        n.put("index", b.index());
        n.put("title", b.title());
        n.put("author", b.author());
        if (b.isLevel()) {
            n.put("exact_id", b.exactId());
            n.put("unique_id", b.uniqueId());
            n.put("width", b.width());
            n.put("height", b.height());
            n.put("boxes", b.boxes());
            n.put("solved", b.solved());
            n.put("has_duplicates", b.duplicated());
        } else {
            n.putNull("exact_id");
            n.put("reason", b.reason());
        }
        n.put("board", b.written());
        return n;
    }

    static ObjectNode solution(int number, StoredSolution s) {
        ObjectNode n = object();
        n.put("number", number);
        n.put("moves", s.moves());
        n.put("pushes", s.pushes());
        n.put("box_lines", s.boxLines());
        n.put("box_changes", s.boxChanges());
        n.put("pushing_sessions", s.pushingSessions());
        n.put("player_lines", s.playerLines());
        n.put("source", s.source());
        n.put("block_title", s.blockTitle());
        n.put("notes", s.notes());
        n.put("carried", s.isCarried());
        if (s.isOptimized()) {
            ObjectNode improved = n.putObject("improved");
            improved.put("metric", s.improvedMetric());
            improved.put("before_moves", s.beforeMoves());
            improved.put("before_pushes", s.beforePushes());
        } else {
            n.putNull("improved");
        }
        n.put("lurd", s.lurd());
        return n;
    }

    static ObjectNode group(DuplicateGroup g) {
        ObjectNode n = object();
        n.put("group", g.number());
        n.put("unique_id", g.uniqueId());
        ArrayNode members = n.putArray("members");
        for (DuplicateMember m : g.members()) {
            member(members.addObject(), m.exactId(), m.source(), m.index(), m.title(), m.author(), m.relation())
                    .put("board", m.board());
        }
        return n;
    }

    /** What every member of a group, duplicate or near, says of itself, in this order; the caller adds the rest. */
    static ObjectNode member(ObjectNode o, String exactId, String source, int index, String title, String author,
            String relation) {
        o.put("exact_id", exactId);
        o.put("source", source);
        o.put("index", index);
        o.put("title", title);
        o.put("author", author);
        o.put("relation", relation);
        return o;
    }

    /** A page of a listing: {@code items}, {@code page}, {@code size}, {@code more}. */
    static <T> ObjectNode listing(Listing<T> l, String field, Function<T, ObjectNode> shape) {
        ObjectNode n = object();
        n.put("page", l.page());
        n.put("size", l.size());
        n.put("more", l.more());
        ArrayNode items = n.putArray(field);
        l.items().forEach(i -> items.add(shape.apply(i)));
        return n;
    }
}
