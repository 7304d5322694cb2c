package org.sokodb.catalog.export;

import java.util.ArrayList;
import java.util.List;

import org.sokodb.catalog.duplicates.DuplicateDao;
import org.sokodb.identity.DuplicateRelation;

/**
 * The note an exported representative gets about the other boards of its Unique-Id:
 * {@code also in: sets/Microban.xsb #12 'Heart', sets/Sasquatch III.xsb #4 (mirrored)}.
 * Sources are named relative to the directory all the catalog's sources share, so the note
 * stays short and names no one's home directory.
 */
final class AlsoIn {
    /** Boards named in one note; a longer list ends with "and N more". */
    static final int MAX_LISTED = 20;

    private final String commonDirectory;

    /** @param sources every source of the catalog, as imported */
    AlsoIn(List<String> sources) {
        this.commonDirectory = commonDirectory(sources);
    }

    /**
     * The note for {@code first}, given every board of its Unique-Id in import order
     * ({@code first} among them); empty when there is no other board.
     */
    String note(ExportDao.Board first, List<DuplicateDao.Member> members) {
        List<String> others = new ArrayList<>();
        int more = 0;
        for (DuplicateDao.Member m : members) {
            if (m.source().equals(first.source()) && m.index() == first.index()) {
                continue;
            }
            if (others.size() == MAX_LISTED) {
                more++;
                continue;
            }
            StringBuilder sb = new StringBuilder(shortName(m.source())).append(" #").append(m.index());
            if (!m.title().isBlank()) {
                sb.append(" '").append(m.title().strip()).append('\'');
            }
            String relation = DuplicateRelation.describe(first.normalized(), first.canonical(), m.board(),
                    m.canonical());
            if (!relation.equals(DuplicateRelation.SAME_BOARD)) {
                sb.append(" (").append(relation).append(')');
            }
            others.add(sb.toString());
        }
        if (others.isEmpty()) {
            return "";
        }
        return "also in: " + String.join(", ", others) + (more > 0 ? ", and " + more + " more" : "");
    }

    /** {@code source} without the directory every source of the catalog is in. */
    String shortName(String source) {
        return source.startsWith(commonDirectory) && source.length() > commonDirectory.length()
                ? source.substring(commonDirectory.length()) : source;
    }

    /** The longest prefix ending in {@code /} that every source has; empty when there is none. */
    static String commonDirectory(List<String> sources) {
        if (sources.isEmpty()) {
            return "";
        }
        String prefix = sources.get(0);
        for (String s : sources) {
            int n = 0;
            int max = Math.min(prefix.length(), s.length());
            while (n < max && prefix.charAt(n) == s.charAt(n)) {
                n++;
            }
            prefix = prefix.substring(0, n);
        }
        return prefix.substring(0, prefix.lastIndexOf('/') + 1);
    }
}
