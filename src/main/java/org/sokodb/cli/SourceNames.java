package org.sokodb.cli;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.sokodb.catalog.sources.CollectionSummary;
import org.sokodb.catalog.sources.Inventory;

/**
 * A source as the user types it now, turned into the name it was imported under. The
 * catalog keeps a source's name as it was given at import ({@code collections/boxoban/x.txt});
 * the user may type {@code ./collections/boxoban}, an absolute path, or a path through a
 * symbolic link. Both are resolved against the current directory, symbolic links
 * followed ({@code toRealPath}), and compared; a directory or archive covers the sources
 * inside it, as the catalog's own prefix matching does.
 *
 * <p>Limits (docs/usage.md): a name stored relative is resolved against the directory the
 * query runs in, so from another directory only the name as listed by {@code sokodb
 * collections} (or a spelling of the same file from there) finds it; a file no longer on
 * disk is compared without following links; the part after {@code !/} inside an archive is
 * compared as written.
 */
final class SourceNames {
    private static final String IN_ARCHIVE = "!/";

    /** The stored names, read when first needed: a {@code show} of an id without a source reads none. */
    private final Supplier<List<String>> reading;
    private List<String> stored;
    private final Map<String, String> canonical = new HashMap<>();

    private SourceNames(Supplier<List<String>> reading) {
        this.reading = reading;
    }

    /** The sources of the catalog, read from {@code inventory} only when a name is to be resolved. */
    static SourceNames of(Inventory inventory) {
        return new SourceNames(() -> inventory.collections().stream().map(CollectionSummary::source).toList());
    }

    static SourceNames of(List<String> stored) {
        return new SourceNames(() -> stored);
    }

    private List<String> stored() {
        if (stored == null) {
            stored = reading.get();
        }
        return stored;
    }

    List<String> resolveAll(List<String> typed) {
        List<String> out = new ArrayList<>(typed.size());
        for (String t : typed) {
            out.add(resolve(t));
        }
        return out;
    }

    /**
     * The stored spelling of {@code typed}: a stored source name, or the prefix under which the
     * sources inside a typed directory or archive were stored; {@code typed} itself when it
     * matches as it is, or when nothing matches (the caller then says "no source").
     */
    String resolve(String typed) {
        String plain = typed.endsWith("/") && typed.length() > 1 ? typed.substring(0, typed.length() - 1) : typed;
        for (String s : stored()) {
            if (s.equals(plain) || s.startsWith(plain + "/") || s.startsWith(plain + IN_ARCHIVE)) {
                return plain;
            }
        }
        String want = canonical(plain);
        if (want.isEmpty()) {
            return plain;
        }
        for (String s : stored()) {
            String have = canonical.computeIfAbsent(s, SourceNames::canonical);
            if (have.equals(want)) {
                return s;
            }
            if (have.startsWith(want + "/") || have.startsWith(want + IN_ARCHIVE)) {
                String inside = have.substring(want.length());
                if (s.endsWith(inside)) {
                    return s.substring(0, s.length() - inside.length());
                }
            }
        }
        return plain;
    }

    /** {@code SOURCE#INDEX} with the source resolved, for {@code show}. */
    String resolveId(String id) {
        int hash = id.lastIndexOf('#');
        if (hash <= 0) {
            return id;
        }
        String source = id.substring(0, hash);
        String resolved = resolve(source);
        return resolved.equals(source) ? id : resolved + id.substring(hash);
    }

    /** The absolute, link-free path of a source name; the part inside an archive as written. Empty if not a path. */
    static String canonical(String name) {
        int archive = name.indexOf(IN_ARCHIVE);
        String file = archive < 0 ? name : name.substring(0, archive);
        String inside = archive < 0 ? "" : name.substring(archive);
        try {
            Path path = Path.of(file).toAbsolutePath().normalize();
            try {
                path = path.toRealPath();
            } catch (IOException e) {
                // gone from disk (or unreadable): compared as written
            }
            return path + inside;
        } catch (InvalidPathException e) {
            return "";
        }
    }
}
