package org.sokodb.catalog.imports;

import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.sokodb.catalog.Catalog;
import org.sokodb.catalog.PostgresDao;
import org.sokodb.catalog.sources.CollectionDao;
import org.sokodb.catalog.sources.SourceNames;

/**
 * What a source asks of the catalog when it begins (are its bytes imported, under which name;
 * is its name imported) and its new {@code collection} row. Normally each is a statement.
 * While a PostgreSQL bulk load hands its statements to the writer ({@link ConnectionWriter})
 * the answers come from memory instead: every source of the catalog, read once when the load
 * begins (it holds the import lock, so no other import adds one), kept as the run adds and
 * removes sources; and the new row's id is drawn before, from a block ({@link IdBlock}), so
 * that its insert can wait in the writer's queue.
 */
final class KnownSources {
    private final CollectionDao dao;
    private final IdBlock ids;
    /** Null unless in memory: the name of the source with a SHA-256, and the row id of each name. */
    private Map<String, String> bySha256;
    private Map<String, Long> byName;
    /** The catalog's sources as they were when first asked ({@link #sameFileAs}). */
    private SourceNames names;

    KnownSources(Catalog catalog) {
        this.dao = catalog.dao(CollectionDao.class);
        PostgresDao server = catalog.dao(PostgresDao.class);
        this.ids = new IdBlock(server::newCollectionIds);
    }

    /** From now on answers from memory: reads every source once (the connection is the caller's). */
    void remember() {
        bySha256 = new HashMap<>();
        byName = new HashMap<>();
        for (CollectionDao.Stored s : dao.stored()) {
            bySha256.putIfAbsent(s.sha256(), s.source());
            byName.put(s.source(), s.id());
        }
    }

    /** Asks the catalog again from now on. */
    void forget() {
        bySha256 = null;
        byName = null;
    }

    /** True when every question is answered from memory: the connection is then not the caller's. */
    boolean inMemory() {
        return bySha256 != null;
    }

    /** The name of the source stored with these bytes. */
    Optional<String> withSha256(String sha256) {
        return inMemory() ? Optional.ofNullable(bySha256.get(sha256)) : dao.sourceWithSha256(sha256);
    }

    /** The row id of the source stored under {@code name}. */
    Optional<Long> idOf(String name) {
        return inMemory() ? Optional.ofNullable(byName.get(name)) : dao.idOfSource(name);
    }

    /**
     * The stored name of the source that {@code name} spells otherwise ({@link SourceNames#sameFile}),
     * if it is still in the catalog. The names are read once: a source added later in the run
     * with other bytes cannot be the same file as one of the run's own (the same file has the
     * same bytes, found by {@link #withSha256} first).
     */
    Optional<String> sameFileAs(String name) {
        if (names == null) {
            List<SourceNames.Stored> stored = (inMemory() ? byName.keySet().stream().toList()
                    : dao.stored().stream().map(CollectionDao.Stored::source).toList())
                    .stream().map(s -> new SourceNames.Stored(s, "")).toList();
            names = SourceNames.onDisk(() -> stored, Path.of(""));
        }
        return names.sameFile(name).filter(found -> idOf(found).isPresent());
    }

    /**
     * A new source's row: inserted now, or handed to {@code writer} under an id drawn before
     * (when in memory; the caller's connection is free only for drawing a block).
     *
     * @return its row id
     */
    long insert(ConnectionWriter writer, String name, String sha256, String format, Instant at) {
        if (!inMemory()) {
            return dao.insert(name, sha256, format, at);
        }
        if (!ids.holds(1)) {
            writer.drain();
        }
        long id = ids.take(1)[0];
        writer.run(name, () -> dao.insertAs(id, name, sha256, format, at));
        bySha256.putIfAbsent(sha256, name);
        byName.put(name, id);
        return id;
    }

    /** Source {@code name}, with these bytes, was taken out (a new version replaces it). */
    void removed(String name) {
        if (inMemory()) {
            byName.remove(name);
            bySha256.values().removeIf(name::equals);
        }
    }
}
