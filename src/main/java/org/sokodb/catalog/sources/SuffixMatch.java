package org.sokodb.catalog.sources;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How well a path typed in one directory names a source stored under a name relative to
 * another ({@link SourceNames}, rule 5): the stored path is a tail of the path typed, whole
 * (the source, or the archive it is in) or in part (a directory it was imported from). The
 * more path elements match, the better; two different answers that match as well are no answer.
 *
 * @param result the stored name, or the part of it the directory or archive spells; null for none
 * @param elements how many path elements matched
 * @param ambiguous whether another answer matched as many
 */
record SuffixMatch(String result, int elements, boolean ambiguous) {
    private static final String IN_ARCHIVE = "!/";
    static final SuffixMatch NONE = new SuffixMatch(null, 0, false);

    /**
     * How the typed path, spelled as each of {@code spellings} (absolute) with {@code inside}
     * ({@code !/…} in an archive, or empty), names the source {@code source}, whose name made
     * plain is {@code plain} (relative).
     */
    static SuffixMatch of(String source, String plain, List<Path> spellings, String inside) {
        int archive = plain.indexOf(IN_ARCHIVE);
        Path file = Path.of(archive < 0 ? plain : plain.substring(0, archive));
        String stored = archive < 0 ? "" : plain.substring(archive);
        int n = file.getNameCount();
        for (Path typed : spellings) {
            if (!inside.isEmpty()) {
                if (typed.endsWith(file)) {
                    if (stored.equals(inside)) {
                        return new SuffixMatch(source, n, false);
                    }
                    if (stored.startsWith(inside + "/")) {
                        return part(source, stored.substring(inside.length()), n);
                    }
                }
                continue;
            }
            if (typed.endsWith(file)) {
                return stored.isEmpty() ? new SuffixMatch(source, n, false) : part(source, stored, n);
            }
        }
        if (!inside.isEmpty()) {
            return NONE;
        }
        // a directory the source was imported from: the longest head of the stored path the typed path ends with
        for (int k = n - 1; k >= 1; k--) {
            Path head = file.subpath(0, k);
            for (Path typed : spellings) {
                if (typed.endsWith(head)) {
                    return part(source, "/" + file.subpath(k, n).toString().replace('\\', '/') + stored, k);
                }
            }
        }
        return NONE;
    }

    /** The part of {@code source} before its tail {@code tail}, matched by {@code elements}. */
    private static SuffixMatch part(String source, String tail, int elements) {
        return source.endsWith(tail) && source.length() > tail.length()
                ? new SuffixMatch(source.substring(0, source.length() - tail.length()), elements, false) : NONE;
    }

    /** The better of the two; as good and different: ambiguous. */
    SuffixMatch or(SuffixMatch other) {
        if (other.result == null || other.elements < elements) {
            return this;
        }
        if (result == null || other.elements > elements) {
            return other;
        }
        return result.equals(other.result) ? new SuffixMatch(result, elements, ambiguous || other.ambiguous)
                : new SuffixMatch(result, elements, true);
    }

    /** The answer, when there is one and no other as good. */
    Optional<String> unique() {
        return result == null || ambiguous ? Optional.empty() : Optional.of(result);
    }
}
