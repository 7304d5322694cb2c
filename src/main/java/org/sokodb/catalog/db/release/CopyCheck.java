package org.sokodb.catalog.db.release;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreException;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.sqlobject.SqlObjectPlugin;

/**
 * Whether a copy ({@link ReleaseCopy}) holds what the old file held: its store, read back from
 * the disk, has every map of the old one (but the sort buffers left out) with as many entries,
 * and H2, opening both files read-only as a database, counts the same rows in every table.
 */
final class CopyCheck {
    private CopyCheck() {
    }

    /** Every table's rows in the H2 database at {@code readOnlyUrl} ({@code file}'s), by its quoted name. */
    static Map<String, Long> tableRows(String readOnlyUrl, Path file) {
        Jdbi jdbi = Jdbi.create(readOnlyUrl);
        jdbi.installPlugin(new SqlObjectPlugin());
        try (Handle handle = jdbi.open()) {
            TableCountsDao dao = handle.attach(TableCountsDao.class);
            Map<String, Long> rows = new LinkedHashMap<>();
            for (String table : dao.tables()) {
                rows.put(table, dao.rows(table));
            }
            return rows;
        } catch (JdbiException e) {
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            // H2's "Database may be already in use" (90020): another process has the file open
            throw new ReleaseCopyFailure("cannot read " + file + " through H2: " + why, why.contains("90020"), e);
        }
    }

    /** Throws unless {@code copy} counts the rows {@code rows} counted, table by table. */
    static void sameRows(Map<String, Long> rows, Map<String, Long> copy, Path file) {
        if (!rows.equals(copy)) {
            throw new ReleaseCopyFailure("the copy of " + file + " does not hold its rows (tables and rows "
                    + rows + ", in the copy " + copy + "): not put in its place", false, null);
        }
    }

    /**
     * Throws unless the file {@code target}, read back from the disk, holds every map of
     * {@code source} but those whose name starts with {@code leftOut}, each with as many entries;
     * returns them, with their entries.
     */
    static Map<String, Long> sameMaps(MVStore source, Path target, String leftOut) {
        Map<String, Long> expected = entries(source, leftOut);
        Map<String, Long> found;
        try (MVStore copy = new MVStore.Builder().fileName(target.toString()).readOnly().open()) {
            found = entries(copy, leftOut);
            if (!H2Release.of(copy).equals(H2Release.RUNNING)) {
                throw new ReleaseCopyFailure("the copy " + target + " is not marked as written by H2 "
                        + H2Release.RUNNING + " but by " + H2Release.of(copy), false, null);
            }
        } catch (MVStoreException e) {
            throw new ReleaseCopyFailure("cannot read the copy " + target + " back: " + e.getMessage(), false, e);
        }
        if (!expected.equals(found)) {
            throw new ReleaseCopyFailure("the copy " + target + " does not hold the maps of the file it copies (maps"
                    + " and entries " + differences(expected, found) + "): not put in its place", false, null);
        }
        return found;
    }

    /** Every map of {@code store} but those whose name starts with {@code leftOut}, with its entries. */
    private static Map<String, Long> entries(MVStore store, String leftOut) {
        Map<String, Long> entries = new TreeMap<>();
        for (String name : store.getMapNames()) {
            if (!name.startsWith(leftOut)) {
                // a map the copy opened already is asked as it is (H2 asserts that a map is opened with one type)
                String id = store.getMetaMap().get("name." + name);
                MVMap<?, ?> open = id == null ? null : store.getMap(Integer.parseInt(id, 16));
                MVMap<?, ?> map = open != null ? open : store.openMap(name, new MVMap.Builder<byte[], byte[]>()
                        .keyType(RawBytes.INSTANCE).valueType(RawBytes.INSTANCE));
                entries.put(name, map.sizeAsLong());
            }
        }
        return entries;
    }

    /** The maps whose entries differ, as {@code name=old/copy}. */
    private static String differences(Map<String, Long> expected, Map<String, Long> found) {
        Map<String, String> differ = new TreeMap<>();
        for (String name : expected.keySet()) {
            if (!expected.get(name).equals(found.get(name))) {
                differ.put(name, expected.get(name) + "/" + found.get(name));
            }
        }
        for (String name : found.keySet()) {
            if (!expected.containsKey(name)) {
                differ.put(name, "none/" + found.get(name));
            }
        }
        return differ.toString();
    }
}
