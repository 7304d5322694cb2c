package org.sokodb.web.plays;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.sokodb.catalog.difficulty.Play;

/**
 * The body of {@code POST /api/v1/levels/ID/plays}: one JSON object with exactly the fields
 * {@code solution} (the moves played, LURD), {@code time_ms}, {@code undos} and
 * {@code restarts} (whole numbers in their ranges). Anything else is refused with the field it
 * is about named: a field missing, of the wrong type, out of its range, or one the form does
 * not take (a client that sends more than this would have it ignored, and think it kept).
 */
public final class PlayForm {
    /** The fields a play takes, in the order a refusal lists them. */
    public static final List<String> FIELDS = List.of("solution", "time_ms", "undos", "restarts");
    private static final ObjectMapper JSON = new ObjectMapper();

    private PlayForm() {
    }

    /** A body read: the play, or why not. */
    public sealed interface Read {
    }

    /** The play the body holds. */
    public record Good(Play play) implements Read {
    }

    /**
     * A body refused.
     *
     * @param field the field at fault, empty when the body as a whole is (not JSON, not an object)
     * @param message one line for a person, naming the field
     */
    public record Bad(String field, String message) implements Read {
    }

    /** Reads {@code body}. */
    public static Read read(String body) {
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            return new Bad("", "the body is not JSON: a play is {\"solution\": \"…\", \"time_ms\": N, \"undos\": N,"
                    + " \"restarts\": N}");
        }
        if (root == null || !root.isObject()) {
            return new Bad("", "the body must be one JSON object with the fields " + String.join(", ", FIELDS));
        }
        List<String> unknown = new ArrayList<>();
        for (Iterator<String> names = root.fieldNames(); names.hasNext();) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                unknown.add(name);
            }
        }
        if (!unknown.isEmpty()) {
            String name = unknown.get(0);
            return new Bad(name, "unknown field '" + clip(name) + "': a play takes " + String.join(", ", FIELDS));
        }
        JsonNode solution = root.get("solution");
        if (solution == null || !solution.isTextual() || solution.asText().isBlank()) {
            return new Bad("solution", "solution must be the moves played, as LURD text");
        }
        Long time = whole(root, "time_ms", 1, Play.MAX_TIME_MILLIS);
        if (time == null) {
            return range("time_ms", 1, Play.MAX_TIME_MILLIS, "milliseconds from the first move to the solved position");
        }
        Long undos = whole(root, "undos", 0, Play.MAX_UNDOS);
        if (undos == null) {
            return range("undos", 0, Play.MAX_UNDOS, "steps taken back");
        }
        Long restarts = whole(root, "restarts", 0, Play.MAX_RESTARTS);
        if (restarts == null) {
            return range("restarts", 0, Play.MAX_RESTARTS, "times the level was started over");
        }
        return new Good(new Play(solution.asText(), time, Math.toIntExact(undos), Math.toIntExact(restarts)));
    }

    /** The field as a whole number from {@code min} to {@code max}; null when it is missing, not one, or out of range. */
    private static Long whole(JsonNode root, String field, long min, long max) {
        JsonNode v = root.get(field);
        if (v == null || !v.canConvertToLong() || !v.isIntegralNumber()) {
            return null;
        }
        long n = v.asLong();
        return n < min || n > max ? null : n;
    }

    private static Bad range(String field, long min, long max, String what) {
        return new Bad(field, field + " must be a whole number from " + min + " to " + max + " (" + what + ")");
    }

    private static String clip(String s) {
        String visible = s.replaceAll("\\p{Cntrl}", "?");
        return visible.length() > 40 ? visible.substring(0, 40) + "…" : visible;
    }
}
