package org.sokodb.catalog;

import java.util.ArrayList;
import java.util.List;

/**
 * Which imported sources a command is about, named the way {@code dups --source} names them:
 * a source exactly as it was imported, or a directory or zip archive some sources were
 * imported from ({@code collections/boxoban} covers {@code collections/boxoban/…}, {@code
 * sets.zip} covers {@code sets.zip!/…}). No names: every source.
 */
public record SourceSelection(List<String> names) {
    public SourceSelection {
        names = names.stream().map(SourceSelection::withoutTrailingSlash).toList();
    }

    static final SourceSelection ALL = new SourceSelection(List.of());

    public boolean selectsAll() {
        return names.isEmpty();
    }

    /** True when {@code source} (as imported) is selected. */
    public boolean covers(String source) {
        if (names.isEmpty()) {
            return true;
        }
        for (String name : names) {
            if (covers(name, source)) {
                return true;
            }
        }
        return false;
    }

    /** The names that cover none of {@code sources}: most likely mistyped. */
    public List<String> unknown(List<String> sources) {
        List<String> unknown = new ArrayList<>();
        for (String name : names) {
            if (sources.stream().noneMatch(s -> covers(name, s))) {
                unknown.add(name);
            }
        }
        return unknown;
    }

    private static boolean covers(String name, String source) {
        return source.equals(name) || source.startsWith(name + "/") || source.startsWith(name + "!/");
    }

    private static String withoutTrailingSlash(String name) {
        return name.length() > 1 && name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
    }
}
