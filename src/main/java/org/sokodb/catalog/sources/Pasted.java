package org.sokodb.catalog.sources;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.sokodb.format.source.LevelRecord;
import org.sokodb.format.source.LevelStream;
import org.sokodb.format.source.SourceException;
import org.sokodb.format.xsb.XsbReader;
import org.sokodb.identity.IdentifiedLevel;
import org.sokodb.identity.Identifier;

/**
 * A board pasted into the web's search: identified as {@code sokodb id} identifies a file's first
 * board, then looked for by its Unique-Id ({@link Browsing#withId}).
 */
public sealed interface Pasted permits Pasted.Identified, Pasted.NotALevel {

    /** The first board of the text is a level with these ids ({@code board}: normalised). */
    record Identified(String exactId, String uniqueId, String board) implements Pasted {
    }

    /** The text holds no board that is a level; {@code reason} says why. */
    record NotALevel(String reason) implements Pasted {
    }

    /** Reads {@code text} as a level file (XSB, SOK, RLE) and identifies its first board. */
    public static Pasted identify(String text) {
        try (LevelStream levels = XsbReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "pasted")) {
            if (!levels.hasNext()) {
                return new NotALevel("no board found in the text");
            }
            LevelRecord record = levels.next();
            IdentifiedLevel level = new Identifier().identify(record);
            if (level instanceof IdentifiedLevel.Valid v) {
                return new Identified(v.ids().exactId(), v.ids().uniqueId(), v.ids().normalized());
            }
            return new NotALevel(((IdentifiedLevel.Invalid) level).reason());
        } catch (SourceException e) {
            return new NotALevel(String.valueOf(e.getMessage()));
        }
    }
}
