package org.sokodb.format.xsb;

import java.util.List;
import java.util.Optional;

/**
 * What the text before the first board says about the whole file: its notes, and the
 * {@code Author:} and {@code Game:}/{@code Variant:} fields that hold for every level that does
 * not say otherwise. A {@code Title:} there names the collection, not a level, and stays in the
 * notes, as do all the header's fields.
 */
record FileHeader(String notes, String author, String variant) {
    static final FileHeader NONE = new FileHeader("", "", "");

    static FileHeader of(List<GapLine> lines) {
        String author = "";
        String variant = "";
        for (GapLine l : lines) {
            if (l.kind() != GapLine.Kind.TEXT || l.isComment()) {
                continue;
            }
            Optional<Field> field = Field.parse(l.text());
            if (field.isPresent()) {
                Field f = field.get();
                if (f.isAuthor() && author.isEmpty()) {
                    author = f.value();
                } else if (f.isVariant() && variant.isEmpty()) {
                    variant = f.value();
                }
            }
        }
        return new FileHeader(Notes.join(lines), author, variant);
    }

    /** The header with a paragraph added at the end (a weak title that no level took). */
    FileHeader withParagraph(String line) {
        return new FileHeader(notes.isEmpty() ? line : notes + "\n\n" + line, author, variant);
    }
}
